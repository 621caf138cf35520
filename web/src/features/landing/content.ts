/** The landing page's copy (docs/product.md#landing-page). */
import { ClockIcon, QuizIcon, TicketIcon, TrophyIcon } from '@/components/ui/icons';

export const featureCards = [
  {
    icon: ClockIcon,
    title: 'Short Lessons',
    text: 'Two-minute lessons you can finish between calls, one skill at a time.',
  },
  {
    icon: QuizIcon,
    title: 'Interactive Quizzes',
    text: 'Check what stuck with quick questions and instant explanations.',
  },
  {
    icon: TicketIcon,
    title: 'Mission Rewards',
    text: 'Complete stations to earn tokens, then trade them for leads, swipes and post packs.',
  },
  {
    icon: TrophyIcon,
    title: 'Leaderboard',
    text: 'Earn points, climb the ranks and see your team move in real time.',
  },
] as const;

export const quickStartSteps = [
  'Register with your name, email and phone.',
  'Complete Module 1 to unlock rewards.',
  'Invite friends to earn more tokens.',
] as const;
