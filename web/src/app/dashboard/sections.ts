/**
 * The dashboard's four sections (docs/product.md#dashboard), as data: what dashboard-sections.tsx
 * lays out and what a link from elsewhere names in its fragment (`/dashboard#compete`). Kept apart
 * from the components so a link costs no component code.
 */
export interface DashboardSection {
  /** The section element's id and the URL's fragment; none may be a panel heading's id (the rewards panel's is `rewards`). */
  id: 'learn' | 'compete' | 'rewards-and-badges' | 'grow';
  label: string;
  /** What the section holds, under its label. */
  hint: string;
}

export const SECTION = {
  learn: { id: 'learn', label: 'Learn', hint: 'Quest Map, quick quizzes and the guide' },
  compete: { id: 'compete', label: 'Compete', hint: 'Daily challenges and the leaderboard' },
  rewards: { id: 'rewards-and-badges', label: 'Rewards', hint: 'Your tokens, rewards and achievements' },
  grow: { id: 'grow', label: 'Grow', hint: 'Invite friends and see what a team can earn' },
} as const satisfies Record<string, DashboardSection>;

/** The sections in page order. */
export const SECTIONS: readonly DashboardSection[] = [SECTION.learn, SECTION.compete, SECTION.rewards, SECTION.grow];
