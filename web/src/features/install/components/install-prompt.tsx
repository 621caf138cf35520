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

export function InstallPrompt() {
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
      <ModalHeader eyebrow="ONE TAP AWAY" title="Add Money Train to your home screen" />
      <ModalBody>
        <Text mb="3">Open today&apos;s step in one tap, get your reminders, and keep reading lessons without a connection.</Text>
        {offer === 'ios' ? (
          <List.Root as="ol" ps="5" gap="1" data-testid="install-ios-steps">
            <List.Item>
              Tap the <strong>Share</strong> button (the square with an arrow) in Safari&apos;s toolbar.
            </List.Item>
            <List.Item>
              Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
            </List.Item>
            <List.Item>Open Money Train from its new icon.</List.Item>
          </List.Root>
        ) : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="ghost" onClick={notNow}>
          Not now
        </Button>
        {offer === 'prompt' ? (
          <Button colorPalette="brand" onClick={() => void install()}>
            Install
          </Button>
        ) : null}
      </ModalFooter>
    </ModalDialog>
  );
}
