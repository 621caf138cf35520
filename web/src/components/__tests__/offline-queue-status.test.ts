import { describe, expect, it } from 'vitest';
import { EXPIRED_MESSAGE, type QueuedAction } from '@/lib/offline-queue';
import { statusLine } from '../offline-queue-status';

const NOW = Date.UTC(2026, 10, 24, 9, 30);
const action = (overrides: Partial<QueuedAction>): QueuedAction => ({
  key: 'k1',
  userId: 'u',
  path: '/api/users/u/complete-mission',
  method: 'POST',
  body: { missionId: 1 },
  label: 'Complete mission 1',
  queuedAt: NOW - 60_000,
  sentAt: null,
  error: null,
  ...overrides,
});

describe('statusLine', () => {
  it('says what waits first, then what was refused, then what was sent in the last hour', () => {
    expect(statusLine([action({})], NOW)).toMatch(
      /^Waiting to send \(offline\): Complete mission 1, saved [^,]+\. Actions wait on this device for up to 7 days\.$/,
    );
    expect(statusLine([action({ error: 'Mission already completed' })], NOW)).toBe('Not recorded: Complete mission 1 (Mission already completed)');
    expect(statusLine([action({ sentAt: NOW - 5_000 })], NOW)).toMatch(/^Sent: Complete mission 1 at /);
    expect(statusLine([action({ sentAt: NOW - 2 * 3_600_000 })], NOW)).toBeNull();
    expect(statusLine([], NOW)).toBeNull();
  });

  it('gives the day of an action saved before today', () => {
    const line = statusLine([action({ queuedAt: NOW - 3 * 86_400_000 })], NOW);
    expect(line).toContain(
      new Date(NOW - 3 * 86_400_000).toLocaleString([], { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
    );
  });

  it('shows a refusal for an hour after it was refused, however long the action had waited', () => {
    const expired = action({ queuedAt: NOW - 8 * 86_400_000, error: EXPIRED_MESSAGE, refusedAt: NOW - 60_000 });
    expect(statusLine([expired], NOW)).toBe(`Not recorded: Complete mission 1 (${EXPIRED_MESSAGE})`);
    expect(statusLine([expired], NOW + 3_600_000)).toBeNull();
  });
});
