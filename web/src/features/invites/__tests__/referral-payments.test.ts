import { afterEach, describe, expect, it } from 'vitest';

import type { Referrals } from '@contract';
import { activateLocale, i18n, type Translate } from '@/i18n';

import { bonusProgress, paymentToasts } from '../referral-payments';

const t: Translate = (id, values) => i18n._(id, values);
const person = (id: number, paid: boolean) => ({ id, name: `Person ${id}`, joinedAt: '2026-11-23T10:00:00Z', paid, invited: false });
const referrals = (joined: Referrals['joined'], bonusPaid = false, count = joined.length): Referrals => ({
  invitations: [],
  joined,
  reward: { tokens: 10, points: 20 },
  bonus: { threshold: 5, tokens: 25, points: 0, count, paid: bonusPaid, paidAt: bonusPaid ? '2026-11-23T10:00:00Z' : null },
});

describe('referral payment toasts', () => {
  it('says nothing on the first read (what was paid before the page opened)', () => {
    expect(paymentToasts(t, undefined, referrals([person(1, true)]))).toEqual([]);
  });

  it('toasts a newly paid referral with its amount, and not one paid before or still unpaid', () => {
    const before = referrals([person(1, true), person(2, false)]);
    const after = referrals([person(1, true), person(2, false), person(3, true)]);
    expect(paymentToasts(t, before, after)).toEqual([
      { status: 'success', title: 'New referral!', description: 'Person 3 joined with your link: you earned 10 tokens and 20 points.' },
    ]);
  });

  it('toasts a referral paid later (at confirmation) and the bonus once it is paid', () => {
    const before = referrals([person(1, true), person(2, true), person(3, true), person(4, true), person(5, false)], false, 4);
    const after = referrals([person(1, true), person(2, true), person(3, true), person(4, true), person(5, true)], true, 5);
    expect(paymentToasts(t, before, after).map((text) => text.title)).toEqual(['New referral!', 'Enrolment bonus paid!']);
    expect(paymentToasts(t, before, after)[1]?.description).toBe('You enrolled 5 people and earned 25 tokens.');
    expect(paymentToasts(t, after, after)).toEqual([]);
  });

  describe('in Spanish and Arabic', () => {
    afterEach(() => activateLocale('en'));

    it('words the payments, their amounts and the bonus', async () => {
      const before = referrals([person(1, true), person(2, true), person(3, true), person(4, true), person(5, false)], false, 4);
      const after = referrals([person(1, true), person(2, true), person(3, true), person(4, true), person(5, true)], true, 5);
      await activateLocale('es');
      expect(paymentToasts(t, before, after).map((text) => text.description)).toEqual([
        'Person 5 se unió con tu enlace: ganaste 10 tokens y 20 puntos.',
        'Inscribiste a 5 personas y ganaste 25 tokens.',
      ]);
      await activateLocale('ar');
      expect(paymentToasts(t, before, after).map((text) => text.description)).toEqual([
        'عضو جديد عبر رابطك: \u2068Person 5\u2069. كسبت 10 توكنات و20 نقطة.',
        'سجّلت 5 أشخاص وكسبت 25 توكنًا.',
      ]);
    });
  });

  it('counts bonus progress up to the threshold', () => {
    expect(bonusProgress({ threshold: 5, tokens: 25, points: 0, count: 7, paid: true, paidAt: null })).toBe(5);
    expect(bonusProgress({ threshold: 5, tokens: 25, points: 0, count: 2, paid: false, paidAt: null })).toBe(2);
  });
});
