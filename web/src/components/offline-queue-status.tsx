/**
 * What waits to be sent and when it went (docs/decisions.md, "Installable app and offline"): a small
 * status line at the bottom of the screen while actions taken offline wait in the queue
 * (lib/offline-queue.ts), with how long they may wait; then "Sent at …", or "Not recorded" with the
 * reason (the server's refusal, or an action too old to send), for an hour. A sent action says what
 * it came to ("Sent: Answer Quiz 1 (Selling Basics) at 10:42: correct, +10 points"). It sends the
 * queue when the page opens and whenever the browser comes back online; each answer's user replaces
 * the stored one, and each sent action is announced (onActionSent) for the moment that shows it.
 */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { userSchema } from '@contract/user.ts';
import { TAB_BAR_ROOM } from '@/components/layouts/bottom-tab-bar';
import { flushOfflineQueue } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { RETRIES } from '@contract/rules.ts';
import {
  announceSent,
  EXPIRED_MESSAGE,
  expireStale,
  isWaiting,
  listActions,
  pruneSettled,
  settledAt,
  subscribeQueue,
  type QueuedAction,
} from '@/lib/offline-queue';
import { refusalSentence } from '@/lib/refusal-text';
import { formatClockTime, formatDayAndTime, shownLocale, shownT, useShownLocale, useT, type Locale, type Translate } from '@/i18n';

const RECENT_MS = 3_600_000;

function applyAnswer(answer: unknown, action: QueuedAction): void {
  const user = userSchema.safeParse((answer as { user?: unknown } | null)?.user);
  if (user.success) setCurrentUser(user.data);
  announceSent(action, answer);
}

/** A time on this device's clock, with its day when it was not today ("Mon, Nov 23, 10:42 AM"). */
function savedTime(ms: number, now: number, locale: Locale): string {
  if (new Date(ms).toDateString() === new Date(now).toDateString()) return formatClockTime(ms, locale);
  return formatDayAndTime(ms, locale);
}

/** Why an action was not recorded, in the screen's language: the refusal by its code, too old to send, else as saved. */
function refusedReason(action: QueuedAction, t: Translate, locale: Locale): string {
  const error = action.error ?? '';
  if (action.refusal) return refusalSentence(t, { ...action.refusal, message: error }, locale) ?? error;
  return error === EXPIRED_MESSAGE && locale !== 'en' ? t('refusal.expired', { days: RETRIES.offlineDays }) : error;
}

/**
 * The line, in the screen's language (`t`, `locale`). The actions' own names are kept as they were
 * saved; the server's refusals are worded by their code (lib/refusal-text.ts).
 */
export function statusLine(actions: QueuedAction[], now: number, t: Translate = shownT, locale: Locale = shownLocale()): string | null {
  const list = (items: string[]) => items.join(t('offline.separator'));
  const waiting = actions.filter(isWaiting);
  if (waiting.length > 0) {
    const saved = waiting.map((action) => t('offline.saved', { action: action.label, time: savedTime(action.queuedAt, now, locale) }));
    return t('offline.waiting', { list: list(saved), days: RETRIES.offlineDays });
  }
  const recent = (action: QueuedAction) => now - (settledAt(action) ?? 0) < RECENT_MS;
  const refused = actions.filter((action) => action.error !== null && recent(action));
  if (refused.length > 0)
    return t('offline.refused', {
      list: list(refused.map((action) => t('offline.refusedItem', { action: action.label, reason: refusedReason(action, t, locale) }))),
    });
  const sent = actions.filter((action) => action.sentAt !== null && recent(action));
  if (sent.length > 0) {
    const items = sent.map((action) => {
      const time = formatClockTime(action.sentAt!, locale);
      return action.outcome
        ? t('offline.sentItemOutcome', { action: action.label, time, outcome: action.outcome })
        : t('offline.sentItem', { action: action.label, time });
    });
    return t('offline.sent', { list: list(items) });
  }
  return null;
}

/** The signed-in user's queue (`userId`): another learner's actions on this device stay hidden and unsent. */
export function OfflineQueueStatus({ userId }: { userId: string }) {
  const t = useT();
  const locale = useShownLocale();
  const [actions, setActions] = useState<QueuedAction[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void listActions(userId)
        .then((list) => live && setActions(list))
        .catch(() => undefined);
    const flush = () => void flushOfflineQueue(applyAnswer).catch(() => undefined);
    const unsubscribe = subscribeQueue(() => {
      read();
      if (navigator.onLine) flush();
    });
    // Too old to send: marked first, so the line says so even while offline.
    void expireStale(userId)
      .then(() => pruneSettled(userId))
      .catch(() => undefined)
      .finally(read);
    flush();
    window.addEventListener('online', flush);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('online', flush);
    };
  }, [userId]);
  const line = statusLine(actions, Date.now(), t, locale);
  if (!line) return null;
  return (
    <Box
      position="fixed"
      insetX="0"
      // Above the phone's tab bar, not over it (docs/product.md#navigation).
      bottom={TAB_BAR_ROOM}
      zIndex="banner"
      bg="brand.900"
      color="white"
      px="4"
      py="2"
      role="status"
      data-testid="offline-queue"
    >
      <Text fontSize="sm" maxW="6xl" mx="auto">
        {line}
      </Text>
    </Box>
  );
}
