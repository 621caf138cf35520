/**
 * The shape every "do something as me" call shares (SPEC §7: the server answers `{user, message}`):
 * the answer's user becomes the current user, the related cached lists are refreshed, and a toast
 * reports the outcome (SPEC §8: failure toasts show the server's message or the screen's fallback).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequestParsed, errorMessage, type ApiQueryKey } from '@/lib/api-client';
import { getCurrentUser, setCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/toast';
import { userMutationResponseSchema, type UserMutationResponse } from '@/types/api';

/** POST /api/users/{me}/{action} with a JSON body. */
export function postAsUser(action: string, body: unknown): Promise<UserMutationResponse> {
  const user = getCurrentUser();
  if (!user) return Promise.reject(new Error('Please log in first'));
  return apiRequestParsed(userMutationResponseSchema, `/api/users/${user.id}/${action}`, {
    method: 'POST',
    body,
  });
}

export interface UserMutationOptions<TInput> {
  request: (input: TInput) => Promise<UserMutationResponse>;
  successTitle: string;
  failureTitle: string;
  failureFallback: string;
  /** Cached lists the change affects. */
  invalidates?: ApiQueryKey[];
  onSuccess?: (response: UserMutationResponse, input: TInput) => void;
}

export function useUserMutation<TInput>(options: UserMutationOptions<TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    onSuccess: async (response, input) => {
      setCurrentUser(response.user);
      notify.success(options.successTitle, response.message);
      options.onSuccess?.(response, input);
      await Promise.all(
        (options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      notify.error(options.failureTitle, errorMessage(error, options.failureFallback));
    },
  });
}
