/**
 * "Add Money Train to your home screen" (docs/product.md#install-the-app): a dialog offered once the
 * learner has completed a station, when the browser can install the app (Chromium: its own dialog
 * behind the Install button) or on iPhone/iPad Safari (the manual steps: Share, then "Add to Home
 * Screen"). "Not now" keeps it away for 30 days (install-rules.ts). Shown on the dashboard when the
 * learner arrives there with a station done, so never over a station's own celebration.
 */
import { Button, List, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

import { ModalBody, ModalDialog, ModalFooter, ModalHeader } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useT, type MessageId, type Translate } from '@/i18n';
import { installPromptEvent, promptInstall, subscribeInstallPrompt } from '@/lib/pwa/install-event';
import { INSTALL_DISMISSED_KEY, installOffer } from '../install-rules';

function readDismissedAt(): number | null {
  const value = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function runningStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Offered on the dashboard, and only when the station was completed before this visit to it: never
 * over the station's own celebration.
 */
function useStationsAtEntry(stations: number): number {
  const { pathname, key } = useLocation();
  const [entry, setEntry] = useState({ key, stations });
  if (entry.key !== key) setEntry({ key, stations });
  return pathname === paths.dashboard.path ? entry.stations : 0;
}

const MARK = '\u0000';

/**
 * A step with the names of Safari's buttons set in bold: the message places them where its language
 * wants (`{share}`, `{addToHome}`, `{add}`), each named as Safari names it in that language.
 */
function Step({ t, id }: { t: Translate; id: MessageId }) {
  const mark = (name: MessageId) => `${MARK}${t(name)}${MARK}`;
  const parts = t(id, { share: mark('install.ios.share'), addToHome: mark('install.ios.addToHome'), add: mark('install.ios.add') }).split(MARK);
  return <List.Item>{parts.map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part))}</List.Item>;
}

export function InstallPrompt() {
  const t = useT();
  const user = useCurrentUser();
  const stationsAtEntry = useStationsAtEntry(user?.badges.length ?? 0);
  const event = useSyncExternalStore(subscribeInstallPrompt, installPromptEvent, () => null);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const [closed, setClosed] = useState(false);
  const offer = user
    ? installOffer({
        completedStations: stationsAtEntry,
        standalone: runningStandalone(),
        canPrompt: event !== null,
        userAgent: navigator.userAgent,
        dismissedAt,
        now: Date.now(),
      })
    : null;

  const notNow = () => {
    const now = Date.now();
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
    setDismissedAt(now);
  };
  const install = async () => {
    setClosed(true);
    if ((await promptInstall()) === 'dismissed') notNow();
  };

  return (
    <ModalDialog open={offer !== null && !closed} onClose={notNow} testId="install-prompt">
      <ModalHeader eyebrow={t('install.eyebrow')} title={t('install.title')} />
      <ModalBody>
        <Text mb="3">{t('install.text')}</Text>
        {offer === 'ios' ? (
          <List.Root as="ol" ps="5" gap="1" data-testid="install-ios-steps">
            <Step t={t} id="install.ios.step1" />
            <Step t={t} id="install.ios.step2" />
            <Step t={t} id="install.ios.step3" />
          </List.Root>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="ghost" onClick={notNow}>
          {t('install.notNow')}
        </Button>
        {offer === 'prompt' ? (
          <Button colorPalette="brand" onClick={() => void install()}>
            {t('install.install')}
          </Button>
        ) : null}
      </ModalFooter>
    </ModalDialog>
  );
}
