/**
 * The Getting Started Guide's five scenes, as message ids (said in the screen's language). A scene's
 * text may name an amount; it then reads the server's settings (undefined until they arrive).
 */
import type { Settings } from '@contract';
import type { MessageId, Translate } from '@/i18n';
import { CoinIcon, MapIcon, TrainIcon, UsersIcon, BookIcon } from '@/components/ui/icons';

export interface Scene {
  title: MessageId;
  text: MessageId | ((t: Translate, settings: Settings | undefined) => string);
  icon: typeof TrainIcon;
}

export const scenes: readonly [Scene, ...Scene[]] = [
  { title: 'guide.scene.welcome.title', text: 'guide.scene.welcome.text', icon: TrainIcon },
  { title: 'guide.scene.map.title', text: 'guide.scene.map.text', icon: MapIcon },
  { title: 'guide.scene.earn.title', text: 'guide.scene.earn.text', icon: CoinIcon },
  {
    title: 'guide.scene.invite.title',
    text: (t, settings) =>
      settings ? t('guide.scene.invite.textAmounts', { tokens: settings.referral.tokens, points: settings.referral.points }) : t('guide.scene.invite.text'),
    icon: UsersIcon,
  },
  { title: 'guide.scene.daily.title', text: 'guide.scene.daily.text', icon: BookIcon },
];

export const sceneText = (t: Translate, scene: Scene, settings: Settings | undefined) =>
  typeof scene.text === 'function' ? scene.text(t, settings) : t(scene.text);
