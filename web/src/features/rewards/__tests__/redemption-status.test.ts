import { describe, expect, it } from 'vitest';

import { activateLocale, i18n, type Translate } from '@/i18n';
import type { Redemption } from '@contract';
import { redemption } from '@/testing/mock-api';

import { redeemedText } from '../api/redeem-reward';
import { statusBadge, statusLine } from '../redemption-status';

const base: Redemption = redemption({ id: 1 });
const t: Translate = (id, values) => i18n._(id, values);

describe('how a claimed reward reads', () => {
  it('names each state with its date and what happens next', () => {
    expect(t(statusBadge(base).label)).toBe('Pending');
    expect(statusLine(t, base)).toBe("Redeemed Nov 20, 2026. We're preparing it and will e-mail you when it's delivered.");
    expect(statusLine(t, { ...base, status: 'fulfilled', settledAt: '2026-11-22T10:00:00Z' })).toBe('Delivered Nov 22, 2026.');
    expect(statusLine(t, { ...base, status: 'refunded', settledAt: '2026-11-22T10:00:00Z', refundReason: 'Out of leads.' })).toBe(
      'Refunded Nov 22, 2026: 5 tokens returned. Out of leads.',
    );
    const pack = { ...base, fulfilment: 'pack' as const, status: 'delivered' as const };
    expect(t(statusBadge(pack).label)).toBe('Delivered');
    expect(statusLine(t, pack)).toBe('Redeemed Nov 20, 2026. Its content is being written; check back soon.');
    expect(statusLine(t, { ...pack, items: [{ id: 1, title: 'a', body: 'b' }] })).toBe('Redeemed Nov 20, 2026.');
  });

  it('tells the learner where the reward is and whether it was e-mailed', () => {
    const answer = {
      message: 'Reward redeemed: Email Swipe Pack',
      user: {} as never,
      redemption: { ...base, title: 'Email Swipe Pack', status: 'delivered' as const },
    };
    expect(redeemedText(t, { ...answer, emailSent: true })).toBe(
      'Reward redeemed: Email Swipe Pack. Find it under Claimed rewards. We e-mailed you a copy too.',
    );
    expect(redeemedText(t, { ...answer, emailSent: false })).toMatch(/could not e-mail it, but it is saved here/);
    expect(redeemedText(t, { ...answer, redemption: base })).toMatch(
      /It is on its way: we will deliver it and e-mail you\. It shows as Pending under Claimed rewards\.$/,
    );
  });

  it("reads in the learner's language, the date included", async () => {
    try {
      await activateLocale('es');
      expect(statusLine(t, base)).toBe('Canjeada el 20 nov 2026. La estamos preparando y te escribiremos cuando se entregue.');
      expect(statusLine(t, { ...base, status: 'refunded', settledAt: '2026-11-22T10:00:00Z', refundReason: null })).toBe(
        'Reembolsada el 22 nov 2026: 5 tokens devueltos.',
      );
      await activateLocale('ar');
      expect(statusLine(t, { ...base, status: 'fulfilled', settledAt: '2026-11-22T10:00:00Z' })).toMatch(/^سُلّمت في 22 نوفمبر 2026\.$/);
    } finally {
      await activateLocale('en');
    }
  });
});
