/**
 * The one way the app changes something through the api: the call, a toast for the outcome (none
 * where the screen shows the outcome itself: a celebration, docs/product.md#moments), the
 * cached lists to refresh, and, when the answer carries the user after the change, that user
 * becomes the current user. A failure toast takes the server's short title when it sends one
 * (`{"error": "Insufficient Tokens", "message": "You need at least 5 tokens…"}`); a 429 always
 * shows the server's message, which says how long to wait. On a screen in another language a refusal
 * is worded by its code (lib/refusal-text.ts) under the screen's own title.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userSchema } from '@contract/user.ts';
import { shownT } from '@/i18n';
import { ApiError, errorMessage, isNetworkFailure } from '@/lib/api-client';
import { errorText, refusalOfError } from '@/lib/error-text';
import { refusalSentence, wordsRefusal } from '@/lib/refusal-text';
import { QueuedOfflineError } from '@/lib/offline-queue';
import { setCurrentUser } from '@/lib/current-user';
import type { QueryKey } from '@/lib/query-keys';
import { toast, type ToastStatus } from '@/lib/toast';

export interface ToastText {
  title: string;
  description?: string;
  status?: ToastStatus;
}

/** What a failure toast says. */
export type Failure =
  /** The server's message, else `fallback`. */
  | { title: string; fallback: string }
  /** "`prefix`: the server's message (or the error's text)". */
  | { title: string; prefix: string }
  /** The same words whatever went wrong. */
  | { title: string; fixed: string };

export interface ApiMutationOptions<TInput, TResult> {
  request: (input: TInput) => Promise<TResult>;
  /** The success toast; null when the screen shows the outcome itself (one feedback per action). */
  success: (result: TResult, input: TInput) => ToastText | null;
  /** The failure toast; null when the screen shows the failure itself (failureToast gives its words). */
  failure: Failure | null;
  /** The screen says itself that the action was saved offline (no "Saved Offline" toast). */
  showsSavedOffline?: boolean;
  /**
   * The form says a refusal for possible income claims itself, at its fields (content-manager's
   * ClaimWarning): no toast repeats it over the form (docs/product.md#claim-checks).
   */
  showsClaims?: boolean;
  /** Cached lists the change affects. */
  invalidates?: (input: TInput, result: TResult) => QueryKey[];
  onSuccess?: (result: TResult, input: TInput) => void;
}

export const RATE_LIMITED_TITLE = 'Slow down';

/** The refusal's sentence in the screen's language, when the screen speaks another than English and the code is known. */
function wordedRefusal(error: unknown): string | undefined {
  const refusal = refusalOfError(error);
  return refusal && wordsRefusal(refusal) ? refusalSentence(shownT, refusal) : undefined;
}

export function failureToast(failure: Failure, error: unknown): ToastText {
  const worded = wordedRefusal(error);
  // Rate limited: the server's sentence says how long to wait, whatever the screen would say.
  if (error instanceof ApiError && error.status === 429 && (worded ?? error.serverMessage)) {
    if (worded) return { title: shownT('refusal.slowDown'), description: worded, status: 'error' };
    return { title: error.serverTitle ?? RATE_LIMITED_TITLE, description: error.serverMessage, status: 'error' };
  }
  if (worded && !('fixed' in failure)) {
    return { title: failure.title, description: 'prefix' in failure ? `${failure.prefix}: ${worded}` : worded, status: 'error' };
  }
  const title = ('fixed' in failure ? undefined : error instanceof ApiError ? error.serverTitle : undefined) ?? failure.title;
  if ('fixed' in failure) return { title, description: failure.fixed, status: 'error' };
  if ('fallback' in failure) return { title, description: errorMessage(error, failure.fallback), status: 'error' };
  // No answer at all (offline): the screen's own sentence, never the browser's "Failed to fetch".
  const reason = isNetworkFailure(error)
    ? errorText(shownT, error)
    : error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
  return { title, description: `${failure.prefix}: ${reason}`, status: 'error' };
}

function userIn(result: unknown) {
  if (!result || typeof result !== 'object' || !('user' in result)) return undefined;
  const parsed = userSchema.safeParse(result.user);
  return parsed.success ? parsed.data : undefined;
}

export function useApiMutation<TInput, TResult>(options: ApiMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.request,
    // Run even offline: a request with an offline label is queued (lib/offline-queue.ts), any other
    // fails at once with a message, instead of React Query pausing it behind a spinner.
    networkMode: 'always',
    onSuccess: async (result, input) => {
      const user = userIn(result);
      if (user) setCurrentUser(user);
      const text = options.success(result, input);
      if (text) toast({ status: 'success', ...text });
      options.onSuccess?.(result, input);
      await Promise.all((options.invalidates?.(input, result) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      // Kept to send later (lib/offline-queue.ts): not a failure, and the learner is told so.
      if (error instanceof QueuedOfflineError) {
        if (!options.showsSavedOffline) toast({ status: 'info', title: 'Saved Offline', description: error.message });
        return;
      }
      if (options.showsClaims && error instanceof ApiError && error.claims.length > 0) return;
      if (options.failure) toast(failureToast(options.failure, error));
    },
  });
}
