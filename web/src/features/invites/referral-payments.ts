/**
 * What changed between two reads of the learner's referrals, as toasts: a referral newly paid, the
 * enrolment bonus newly paid (docs/product.md#invitations-and-referrals). Both come from ledger
 * records the server wrote, whenever it wrote them.
 */
import type { Referrals } from '@contract';
import type { ToastText } from '@/hooks/use-api-mutation';
import { isolateInRtl, type Translate } from '@/i18n';

/** "25 tokens and 10 points", "25 tokens", or '' for nothing. */
export function amountText(t: Translate, { tokens, points }: { tokens: number; points: number }): string {
  const tokensText = tokens > 0 ? t('invite.amount.tokens', { count: tokens }) : '';
  const pointsText = points > 0 ? t('invite.amount.points', { count: points }) : '';
  return tokensText && pointsText ? t('invite.amount.both', { tokens: tokensText, points: pointsText }) : tokensText || pointsText;
}

export function paymentToasts(t: Translate, before: Referrals | undefined, after: Referrals): ToastText[] {
  if (!before) return [];
  const paidBefore = new Set(before.joined.filter((person) => person.paid).map((person) => person.id));
  const toasts: ToastText[] = after.joined
    .filter((person) => person.paid && !paidBefore.has(person.id))
    .map((person) => {
      const amount = amountText(t, after.reward);
      const name = isolateInRtl(person.name);
      return {
        status: 'success',
        title: t('invite.paid.title'),
        description: amount ? t('invite.paid.textAmount', { name, amount }) : t('invite.paid.text', { name }),
      };
    });
  if (after.bonus.paid && !before.bonus.paid) {
    const amount = amountText(t, after.bonus);
    const count = after.bonus.threshold;
    toasts.push({
      status: 'success',
      title: t('invite.bonusPaid.title'),
      description: amount ? t('invite.bonusPaid.textAmount', { count, amount }) : t('invite.bonusPaid.text', { count }),
    });
  }
  return toasts;
}

/** "3 of 5": the enrolments counted toward the bonus, never more than the threshold. */
export const bonusProgress = (bonus: Referrals['bonus']) => Math.min(bonus.count, bonus.threshold);
