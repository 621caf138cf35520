/**
 * The Getting Started Guide's five scenes. A scene's text may name an amount; it then reads the
 * server's settings (undefined until they arrive).
 */
import type { Settings } from '@contract';
import { CoinIcon, MapIcon, TrainIcon, UsersIcon, BookIcon } from '@/components/ui/icons';

export interface Scene {
  title: string;
  text: string | ((settings: Settings | undefined) => string);
  icon: typeof TrainIcon;
}

export const scenes: readonly [Scene, ...Scene[]] = [
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
    text: (settings) =>
      settings
        ? `Share your invitation link. Every friend who joins earns you ${settings.referral.tokens} tokens and ${settings.referral.points} points.`
        : 'Share your invitation link. Every friend who joins earns you tokens and points.',
    icon: UsersIcon,
  },
  {
    title: 'Keep learning daily',
    text: 'Take courses, answer quizzes and try the daily challenges. Small steps every day add up.',
    icon: BookIcon,
  },
];

export const sceneText = (scene: Scene, settings: Settings | undefined) => (typeof scene.text === 'function' ? scene.text(settings) : scene.text);
