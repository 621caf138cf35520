/**
 * What changed between two reads of the learner's referrals, as toasts: a referral newly paid, the
 * enrolment bonus newly paid (docs/product.md#invitations-and-referrals). Both come from ledger
 * records the server wrote, whenever it wrote them.
 */
import type { Referrals } from '@contract';
import type { ToastText } from '@/hooks/use-api-mutation';

const amountText = ({ tokens, points }: { tokens: number; points: number }) =>
  [tokens > 0 ? `${tokens} tokens` : '', points > 0 ? `${points} points` : ''].filter(Boolean).join(' and ');

export function paymentToasts(before: Referrals | undefined, after: Referrals): ToastText[] {
  if (!before) return [];
  const paidBefore = new Set(before.joined.filter((person) => person.paid).map((person) => person.id));
  const toasts: ToastText[] = after.joined
    .filter((person) => person.paid && !paidBefore.has(person.id))
    .map((person) => {
      const amount = amountText(after.reward);
      return {
        status: 'success',
        title: 'New referral!',
        description: `${person.name} joined with your link${amount ? `: you earned ${amount}` : ''}.`,
      };
    });
  if (after.bonus.paid && !before.bonus.paid) {
    const amount = amountText(after.bonus);
    toasts.push({
      status: 'success',
      title: 'Enrolment bonus paid!',
      description: `You enrolled ${after.bonus.threshold} people${amount ? ` and earned ${amount}` : ''}.`,
    });
  }
  return toasts;
}

/** "3 of 5": the enrolments counted toward the bonus, never more than the threshold. */
export const bonusProgress = (bonus: Referrals['bonus']) => Math.min(bonus.count, bonus.threshold);
