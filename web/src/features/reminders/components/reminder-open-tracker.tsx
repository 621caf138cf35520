/**
 * Counts the open of a reminder (its link is `/dashboard?reminder=<send id>`): tells the server once,
 * then takes the parameter out of the address. Renders nothing; a failure is not the learner's
 * concern (the count is for the operators' retention report).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { routes } from '@contract';
import { callRoute } from '@/lib/api-client';

export function ReminderOpenTracker({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const sendId = Number(params.get('reminder'));
  useEffect(() => {
    if (!Number.isInteger(sendId) || sendId <= 0) return;
    void callRoute(routes.reminderOpened, { params: { id: userId, sendId } }).catch(() => undefined);
    setParams(
      (current) => {
        current.delete('reminder');
        return current;
      },
      { replace: true },
    );
  }, [sendId, userId, setParams]);
  return null;
}
