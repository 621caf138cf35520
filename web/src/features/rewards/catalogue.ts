/**
 * What the rewards panel adds to the server's catalogue (ids, titles and costs come from
 * `GET /api/settings`): a line describing each reward, and the affordability rule.
 */
import type { RewardType, Settings } from '@contract';

export const rewardDescriptions: Record<RewardType, string> = {
  social_posts: 'Ready-to-post captions and images.',
  email_swipes: 'Proven follow-up e-mails to adapt.',
  warm_leads: 'People who asked to hear more.',
};

export type CatalogueReward = Settings['rewards'][number];

export const canAfford = (tokens: number, cost: number) => tokens >= cost;
