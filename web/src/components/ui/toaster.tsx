/**
 * The notification region (docs/product.md#notifications): at the bottom, right-aligned and at most 420px wide from md
 * up; on phones it sits above the tab bar, so a toast never covers the header's Menu and balance, and
 * above a bar stuck to the bottom of the screen (a form's save bar: ./toast-lift.ts). F8
 * moves focus to it. The region is always in the page so assistive technology knows it; the toast list
 * itself loads with the first notification.
 */
import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';

import { TAB_BAR_ROOM, useTabBarShown } from '@/components/layouts/bottom-tab-bar';
import { getToasts, subscribeToasts } from '@/lib/toast';

import { useToastLift } from './toast-lift';

export const TOAST_HOTKEY = 'F8';

const ToastList = lazy(() => import('./toast-list'));

function useToastHotkey(region: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY) region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);
}

export function Toaster() {
  const entries = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const region = useRef<HTMLElement>(null);
  const tabBar = useTabBarShown();
  useToastHotkey(region);
  const visible = entries.filter((entry) => entry.open);
  const lift = useToastLift(visible.length > 0, region);
  return (
    <Box
      as="section"
      ref={region}
      tabIndex={-1}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      position="fixed"
      zIndex="toast"
      bottom={lift > 0 ? `${lift}px` : tabBar ? TAB_BAR_ROOM : '0'}
      right="0"
      w="full"
      maxW={{ md: '420px' }}
      p={visible.length > 0 ? '4' : '0'}
      pointerEvents={visible.length > 0 ? 'auto' : 'none'}
      outline="none"
    >
      {entries.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList entries={visible} />
        </Suspense>
      ) : null}
    </Box>
  );
}
