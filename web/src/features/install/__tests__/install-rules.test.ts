import { describe, expect, it } from 'vitest';
import { INSTALL_SNOOZE_DAYS, installOffer, isIosSafari, type InstallContext } from '../install-rules';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const NOW = Date.UTC(2026, 10, 24, 12);

const base: InstallContext = { completedStations: 1, standalone: false, canPrompt: true, userAgent: ANDROID, dismissedAt: null, now: NOW };

describe('installOffer', () => {
  it('offers nothing before the first completed station (not on arrival)', () => {
    expect(installOffer({ ...base, completedStations: 0 })).toBeNull();
  });

  it("offers Chromium's dialog after the first station when the browser allows it", () => {
    expect(installOffer(base)).toBe('prompt');
    expect(installOffer({ ...base, canPrompt: false })).toBeNull();
  });

  it('explains the manual steps on iPhone Safari, which has no install dialog, and not in other iOS browsers', () => {
    expect(installOffer({ ...base, canPrompt: false, userAgent: IPHONE })).toBe('ios');
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
    expect(installOffer({ ...base, canPrompt: false, userAgent: IPHONE_CHROME })).toBeNull();
  });

  it('offers nothing when already running from the home screen', () => {
    expect(installOffer({ ...base, standalone: true })).toBeNull();
    expect(installOffer({ ...base, standalone: true, canPrompt: false, userAgent: IPHONE })).toBeNull();
  });

  it(`waits ${INSTALL_SNOOZE_DAYS} days after "Not now"`, () => {
    const day = 86_400_000;
    expect(installOffer({ ...base, dismissedAt: NOW - day })).toBeNull();
    expect(installOffer({ ...base, dismissedAt: NOW - (INSTALL_SNOOZE_DAYS - 1) * day })).toBeNull();
    expect(installOffer({ ...base, dismissedAt: NOW - INSTALL_SNOOZE_DAYS * day })).toBe('prompt');
  });
});
