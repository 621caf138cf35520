/** The landing page's copy (docs/product.md#landing-page): message ids of web/src/i18n/catalogues. */
import { ClockIcon, QuizIcon, TicketIcon, TrophyIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n';

export const featureCards = [
  { icon: ClockIcon, title: 'landing.features.lessons.title', text: 'landing.features.lessons.text' },
  { icon: QuizIcon, title: 'landing.features.quizzes.title', text: 'landing.features.quizzes.text' },
  { icon: TicketIcon, title: 'landing.features.rewards.title', text: 'landing.features.rewards.text' },
  { icon: TrophyIcon, title: 'landing.features.leaderboard.title', text: 'landing.features.leaderboard.text' },
] as const satisfies ReadonlyArray<{ icon: unknown; title: MessageId; text: MessageId }>;

export const quickStartSteps = [
  'landing.quickStart.register',
  'landing.quickStart.module',
  'landing.quickStart.invite',
] as const satisfies readonly MessageId[];
