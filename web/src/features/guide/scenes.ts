/** The Getting Started Guide's five scenes (SPEC §2, §4). */
import { CoinIcon, MapIcon, TrainIcon, UsersIcon, BookIcon } from '@/components/ui/icons';

export const scenes = [
  {
    title: 'Welcome aboard',
    text: 'Money Train Academy turns network-marketing skills into short stations you can finish in about two minutes.',
    icon: TrainIcon,
  },
  {
    title: 'Ride the Quest Map',
    text: 'Complete the stations in order. Each one you finish unlocks the next and earns you a station badge.',
    icon: MapIcon,
  },
  {
    title: 'Earn tokens and points',
    text: 'Tokens buy business tools like warm leads, e-mail swipes and post packs. Points move you up the leaderboard.',
    icon: CoinIcon,
  },
  {
    title: 'Invite your crew',
    text: 'Share your invitation link. Every friend who joins earns you 10 tokens and 20 points.',
    icon: UsersIcon,
  },
  {
    title: 'Keep learning daily',
    text: 'Take courses, answer quizzes and try the daily challenges. Small steps every day add up.',
    icon: BookIcon,
  },
] as const;
