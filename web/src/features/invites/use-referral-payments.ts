import { useEffect, useRef } from 'react';

import type { Referrals } from '@contract';
import { useT } from '@/i18n';
import { toast } from '@/lib/toast';

import { paymentToasts } from './referral-payments';

/**
 * Toasts a referral or the enrolment bonus as soon as it is paid. `balanceVersion` changes when the
 * profile channel brings new balances (a payment moves them), which re-reads the referrals; a
 * read that shows a new payment compared with the previous one raises the toast (the last, when
 * several arrive at once: one toast at a time).
 */
export function useReferralPayments(referrals: Referrals | undefined, refetch: () => unknown, balanceVersion: string) {
  const t = useT();
  const previous = useRef<Referrals | undefined>(undefined);
  const firstVersion = useRef(balanceVersion);
  useEffect(() => {
    if (balanceVersion !== firstVersion.current) void refetch();
  }, [balanceVersion, refetch]);
  useEffect(() => {
    if (!referrals) return;
    for (const text of paymentToasts(t, previous.current, referrals)) toast(text);
    previous.current = referrals;
    // A change of language alone compares a read with itself: no toast.
  }, [referrals, t]);
}
