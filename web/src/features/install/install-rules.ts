/**
 * When the app offers to be added to the home screen (docs/product.md#install-the-app): after the
 * learner's first completed station (never on arrival), only when it is not already running installed,
 * and not again for 30 days after "Not now". Chromium gets its install dialog; iPhone and iPad Safari,
 * which have none, get the manual steps. Anything else gets nothing.
 */
export const INSTALL_SNOOZE_DAYS = 30;
export const INSTALL_DISMISSED_KEY = 'mta-install-dismissed-at';

export type InstallOffer = 'prompt' | 'ios' | null;

export interface InstallContext {
  completedStations: number;
  /** Running from the home screen already (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** Chromium's beforeinstallprompt was caught (web/src/lib/pwa/install-event.ts). */
  canPrompt: boolean;
  userAgent: string;
  /** When "Not now" was chosen (ms since epoch), if ever. */
  dismissedAt: number | null;
  now: number;
}

export function isIosSafari(userAgent: string): boolean {
  // iPadOS 13+ says "Macintosh"; its touch points give it away, but a user agent alone cannot: an iPad
  // on the desktop site then gets no steps, which is the quiet failure.
  return /iPhone|iPad|iPod/.test(userAgent) && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

export function installOffer(context: InstallContext): InstallOffer {
  if (context.completedStations < 1 || context.standalone) return null;
  if (context.dismissedAt !== null && context.now - context.dismissedAt < INSTALL_SNOOZE_DAYS * 86_400_000) return null;
  if (context.canPrompt) return 'prompt';
  return isIosSafari(context.userAgent) ? 'ios' : null;
}
