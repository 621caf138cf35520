/** SPEC §3 reward catalogue and §9 costs; five station badges. */
export const REWARD_COST = 5;

export const rewards = [
  { id: 'social_posts', title: '5 Social Media Posts', description: 'Ready-to-post captions and images.' },
  { id: 'email_swipes', title: 'Email Swipe Pack', description: 'Proven follow-up e-mails to adapt.' },
  { id: 'warm_leads', title: '10 Warm Leads', description: 'People who asked to hear more.' },
] as const;

export type RewardId = (typeof rewards)[number]['id'];

export const STATIONS = [1, 2, 3, 4, 5] as const;

/** A claimed reward's display name (the server may store the id or the title). */
export function rewardTitle(claimed: string): string {
  return rewards.find((reward) => reward.id === claimed)?.title ?? claimed;
}

export const canAfford = (tokens: number) => tokens >= REWARD_COST;
