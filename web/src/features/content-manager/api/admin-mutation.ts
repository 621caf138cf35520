/**
 * The shape every content-manager write shares: the call, a success toast, the SPEC §8 failure
 * toast ("Error" with "Failed to … : {message}"), and the cached lists to refresh. The server
 * refuses all of these to non-admins (403), whatever this screen shows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { ApiError, type ApiQueryKey } from '@/lib/api-client';
import { notify } from '@/lib/toast';

/** Writes answer `{message, ...}`; only the message is read, lists are refetched instead. */
export const writeResponseSchema = z.object({ message: z.optional(z.string()) });

export interface AdminMutationOptions<TInput, TResult> {
  request: (input: TInput) => Promise<TResult>;
  success: (input: TInput, result: TResult) => { title: string; description?: string };
  /** The failure text before the error's message, e.g. "Failed to create course". */
  failure: string;
  /** Whether the error's message follows the failure text (SPEC §8 leaves it out for materials). */
  withMessage?: boolean;
  invalidates: (input: TInput) => ApiQueryKey[];
  onSuccess?: (input: TInput, result: TResult) => void;
}

/** The server's message, else the error text (a network failure, say). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export function useAdminMutation<TInput, TResult>(options: AdminMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    onSuccess: async (result, input) => {
      const toast = options.success(input, result);
      notify.success(toast.title, toast.description);
      options.onSuccess?.(input, result);
      await Promise.all(options.invalidates(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      notify.error('Error', options.withMessage === false ? options.failure : `${options.failure}: ${failureMessage(error)}`);
    },
  });
}
