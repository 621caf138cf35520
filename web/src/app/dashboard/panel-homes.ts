/**
 * Where each panel lives now that Today holds only the hero, today's action and the Quest Map
 * (docs/product.md#dashboard, docs/product.md#navigation): the other panels sit on the tabs' pages,
 * the calculator on `/earnings`. Today's "More for today" list links to each, and an old
 * `/dashboard#…` link (a section of the former dashboard, or a panel's heading) is sent to its new
 * home. Data only, so a link costs no component code.
 */
import { paths } from '@/config/paths';

export interface PanelHome {
  /** The panel's SPEC heading. */
  title: string;
  /** One line under the title in "More for today". */
  hint: string;
  /** The page, and the panel heading's id as the fragment when it is not the page's first panel. */
  to: string;
}

export const PANEL_HOME = {
  dailyChallenges: { title: 'Daily Challenges', hint: 'Join one and check in each day', to: `${paths.league.getHref()}#daily-challenges` },
  quickQuizzes: { title: 'Quick Quizzes', hint: 'One question, points if you are right', to: `${paths.courses.getHref()}#quick-quizzes` },
  guide: { title: 'Getting Started Guide', hint: 'How the academy works, in five scenes', to: `${paths.courses.getHref()}#getting-started` },
  leaderboard: { title: 'Leaderboard', hint: "This week's league and all time", to: paths.league.getHref() },
  rewards: { title: 'Rewards', hint: 'Spend your tokens on business tools', to: paths.rewards.getHref() },
  achievements: { title: 'Achievements', hint: 'Your badges and the next ones', to: `${paths.rewards.getHref()}#achievements` },
  invite: { title: 'Invite Friends', hint: 'Your invitation link', to: `${paths.team.getHref()}#invite-panel` },
  earnings: { title: 'Earnings Calculator', hint: 'The pay plan beside real earnings', to: paths.earnings.getHref() },
} as const satisfies Record<string, PanelHome>;

export type PanelHomeId = keyof typeof PANEL_HOME;

/** "More for today", in the order Today lists them. */
export const MORE_FOR_TODAY: readonly PanelHomeId[] = [
  'dailyChallenges',
  'quickQuizzes',
  'guide',
  'leaderboard',
  'rewards',
  'achievements',
  'invite',
  'earnings',
];

/**
 * The fragments the dashboard answered before (its four sections, and the panels' heading ids) and
 * where each now lives (the Learn section's first panel, the Quest Map, stays on Today).
 */
const MOVED = new Map<string, string>(
  Object.entries({
    learn: `${paths.dashboard.getHref()}#quest-map`,
    compete: PANEL_HOME.dailyChallenges.to,
    'rewards-and-badges': PANEL_HOME.rewards.to,
    grow: PANEL_HOME.invite.to,
    'daily-challenges': PANEL_HOME.dailyChallenges.to,
    'quick-quizzes': PANEL_HOME.quickQuizzes.to,
    'getting-started': PANEL_HOME.guide.to,
    leaderboard: PANEL_HOME.leaderboard.to,
    rewards: PANEL_HOME.rewards.to,
    achievements: PANEL_HOME.achievements.to,
    'invite-panel': PANEL_HOME.invite.to,
    'earnings-calculator': PANEL_HOME.earnings.to,
  }),
);

/** Where a `/dashboard#…` fragment now leads, or null when it names nothing that moved. */
export function movedPanelHome(hash: string): string | null {
  return MOVED.get(hash.replace(/^#/, '')) ?? null;
}
