/**
 * The login form's word on a session that ended elsewhere (docs/product.md#current-user): the app
 * (app/session-ended.tsx) forgets the learner on this device and opens /auth/login with this notice
 * in the location's state (never in the URL: a shared link cannot show it).
 */
import { useLocation } from 'react-router-dom';

export interface SessionEndedNotice {
  /** Which ending it reports (the app's own bookkeeping). */
  id: number;
  /** Actions that waited offline and were deleted with the session. */
  notSent: string[];
}

/** The notice a location state carries, if any (the state comes from history: checked, not trusted). */
export function sessionEndedNotice(state: unknown): SessionEndedNotice | null {
  const notice = (state as { sessionEnded?: unknown } | null)?.sessionEnded as Partial<SessionEndedNotice> | undefined;
  if (!notice || typeof notice.id !== 'number' || !Array.isArray(notice.notSent)) return null;
  return { id: notice.id, notSent: notice.notSent.filter((label): label is string => typeof label === 'string') };
}

export function useSessionEndedNotice(): SessionEndedNotice | null {
  return sessionEndedNotice(useLocation().state);
}
