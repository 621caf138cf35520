/**
 * Coaching on Today (docs/product.md#coaching): the recruit's "Your sponsor" card and the sponsor's
 * team card; for a learner who is both, one card: the team card with the sponsor folded to one line at
 * its foot, so Today stays within three phone screens (measured in tests/e2e/coaching-recruit.test.ts).
 */
import type { User } from '@contract';

import { useCoachingQueue } from '../api/coaching-queue';
import { useMyCoaching } from '../api/my-coaching';
import { TeamTodayCard, teamCardShows } from './team-today-card';
import { SponsorLine, YourSponsorCard } from './your-sponsor-card';

export function CoachingToday({ user }: { user: User }) {
  const queue = useCoachingQueue();
  const mine = useMyCoaching(user.id, !user.isAdmin);
  const sponsor = user.isAdmin ? null : mine.data?.sponsor;
  if (mine.data && sponsor && teamCardShows(queue, user)) {
    return <TeamTodayCard user={user} footer={<SponsorLine userId={user.id} mine={mine.data} sponsorName={sponsor.name} />} />;
  }
  return (
    <>
      <YourSponsorCard user={user} />
      <TeamTodayCard user={user} />
    </>
  );
}
