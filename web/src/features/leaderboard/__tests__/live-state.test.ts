import { describe, expect, it } from 'vitest';

import { i18n, type Translate } from '@/i18n';

import { joinedFromStatus, liveState, liveStateText } from '../live-state';

const t: Translate = (id, values) => i18n._(id, values);
const AT = Date.UTC(2026, 10, 24, 9, 30);

describe('live state of a board', () => {
  it('is joined only when Realtime says SUBSCRIBED', () => {
    expect(joinedFromStatus('SUBSCRIBED')).toBe(true);
    for (const status of ['CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED']) expect(joinedFromStatus(status)).toBe(false);
  });

  it('is offline whenever the browser is, reconnecting when the channel dropped, live otherwise (also before the first join)', () => {
    expect(liveState(false, true)).toBe('offline');
    expect(liveState(false, undefined)).toBe('offline');
    expect(liveState(true, false)).toBe('reconnecting');
    expect(liveState(true, true)).toBe('live');
    expect(liveState(true, undefined)).toBe('live');
  });

  it('says when the ranks are from unless they are live or there are none', () => {
    expect(liveStateText(t, 'live', AT)).toBeNull();
    expect(liveStateText(t, 'offline', 0)).toBeNull();
    expect(liveStateText(t, 'offline', AT)).toMatch(/^You are offline\. These ranks are from .+ and are not live; they update when you are back online\.$/);
    expect(liveStateText(t, 'reconnecting', AT)).toMatch(/^Reconnecting… These ranks are from .+ and may be out of date\.$/);
  });
});
