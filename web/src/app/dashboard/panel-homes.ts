/**
 * Where each panel lives now that Today holds only the hero, today's action and the Quest Map
 * (docs/product.md#dashboard, docs/product.md#navigation): the other panels sit on the tabs' pages,
 * the calculator on `/earnings`. Today's "More for today" list links to each, and an old
 * `/dashboard#…` link (a section of the former dashboard, or a panel's heading) is sent to its new
 * home. Data only, so a link costs no component code.
 */
import { paths } from '@/config/paths';
import type { MessageId } from '@/i18n';

export interface PanelHome {
  /** The panel's SPEC heading (a message id). */
  title: MessageId;
  /** One line under the title in "More for today" (a message id). */
  hint: MessageId;
  /** The page, and the panel heading's id as the fragment when it is not the page's first panel. */
  to: string;
}

/** A panel's home: its messages are `panel.<id>.title` and `panel.<id>.hint` (the `satisfies` below checks they exist). */
const home = <Id extends string>(id: Id, to: string) => ({ title: `panel.${id}.title` as const, hint: `panel.${id}.hint` as const, to });

export const PANEL_HOME = {
  dailyChallenges: home('dailyChallenges', `${paths.league.getHref()}#daily-challenges`),
  quickQuizzes: home('quickQuizzes', `${paths.courses.getHref()}#quick-quizzes`),
  guide: home('guide', `${paths.courses.getHref()}#getting-started`),
  leaderboard: home('leaderboard', paths.league.getHref()),
  rewards: home('rewards', paths.rewards.getHref()),
  achievements: home('achievements', `${paths.rewards.getHref()}#achievements`),
  // The panel alone, at once (docs/product.md#navigation): on /team it sits under the whole team.
  invite: home('invite', paths.invite.getHref()),
  earnings: home('earnings', paths.earnings.getHref()),
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
