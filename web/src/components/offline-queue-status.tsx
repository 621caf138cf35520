/**
 * What waits to be sent and when it went (docs/decisions.md, "Installable app and offline"): a small
 * status line at the bottom of the screen while actions taken offline wait in the queue
 * (lib/offline-queue.ts), with how long they may wait; then "Sent at …", or "Not recorded" with the
 * reason (the server's refusal, or an action too old to send), for an hour. It sends the queue when
 * the page opens and whenever the browser comes back online; each answer's user replaces the stored one.
 */
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { userSchema } from '@contract/user.ts';
import { TAB_BAR_ROOM } from '@/components/layouts/bottom-tab-bar';
import { flushOfflineQueue } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { RETRIES } from '@contract/rules.ts';
import { expireStale, isWaiting, listActions, pruneSettled, settledAt, subscribeQueue, type QueuedAction } from '@/lib/offline-queue';
import { clockTime } from '@/lib/time-zone';

const RECENT_MS = 3_600_000;

function applyAnswer(answer: unknown): void {
  const user = userSchema.safeParse((answer as { user?: unknown } | null)?.user);
  if (user.success) setCurrentUser(user.data);
}

/** A time on this device's clock, with its day when it was not today ("Mon 23 Nov, 10:42 AM"). */
function savedTime(ms: number, now: number): string {
  if (new Date(ms).toDateString() === new Date(now).toDateString()) return clockTime(ms);
  return new Date(ms).toLocaleString([], { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function statusLine(actions: QueuedAction[], now: number): string | null {
  const waiting = actions.filter(isWaiting);
  if (waiting.length > 0) {
    const list = waiting.map((action) => `${action.label}, saved ${savedTime(action.queuedAt, now)}`).join('; ');
    return `Waiting to send (offline): ${list}. Actions wait on this device for up to ${RETRIES.offlineDays} days.`;
  }
  const recent = (action: QueuedAction) => now - (settledAt(action) ?? 0) < RECENT_MS;
  const refused = actions.filter((action) => action.error !== null && recent(action));
  if (refused.length > 0) return `Not recorded: ${refused.map((action) => `${action.label} (${action.error})`).join('; ')}`;
  const sent = actions.filter((action) => action.sentAt !== null && recent(action));
  if (sent.length > 0) return `Sent: ${sent.map((action) => `${action.label} at ${clockTime(action.sentAt!)}`).join('; ')}`;
  return null;
}

/** The signed-in user's queue (`userId`): another learner's actions on this device stay hidden and unsent. */
export function OfflineQueueStatus({ userId }: { userId: string }) {
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
  const line = statusLine(actions, Date.now());
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
