/**
 * The toasts themselves (loaded on the first notification so framer-motion stays out of the landing
 * page's initial code): each closes itself after its duration, pauses while hovered or focused, and
 * is swiped away to the right past 50px (docs/product.md#notifications).
 */
import { Box, CloseButton, Text } from '@chakra-ui/react';
import { AnimatePresence, motion, type PanInfo } from 'framer-motion';
import { useEffect, useState } from 'react';

import { useT } from '@/i18n';
import { dismissToast, type ToastEntry } from '@/lib/toast';

export const SWIPE_THRESHOLD_PX = 50;

const statusStyles: Record<ToastEntry['status'], { bg: string; color: string; borderColor: string }> = {
  success: { bg: 'white', color: 'fg', borderColor: 'brand.500' },
  info: { bg: 'white', color: 'fg', borderColor: 'gold.500' },
  error: { bg: 'red.700', color: 'white', borderColor: 'red.900' },
};

function useAutoDismiss(entry: ToastEntry) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || !entry.open) return undefined;
    const timer = setTimeout(() => dismissToast(entry.id), entry.duration);
    return () => clearTimeout(timer);
  }, [paused, entry.open, entry.id, entry.duration]);
  return { pause: () => setPaused(true), resume: () => setPaused(false) };
}

function ToastItem({ entry }: { entry: ToastEntry }) {
  const t = useT();
  const { pause, resume } = useAutoDismiss(entry);
  const onDragEnd = (_event: unknown, info: PanInfo) => {
    if (info.offset.x > SWIPE_THRESHOLD_PX) dismissToast(entry.id);
  };
  return (
    <motion.li
      layout
      initial={{ opacity: 0, y: 16 }}
      animate={{ opacity: 1, y: 0, x: 0 }}
      exit={{ opacity: 0, x: 80 }}
      drag="x"
      dragConstraints={{ left: 0, right: 0 }}
      dragElastic={{ left: 0, right: 0.9 }}
      onDragEnd={onDragEnd}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
      style={{ listStyle: 'none', touchAction: 'pan-y' }}
      data-testid="toast"
      data-status={entry.status}
    >
      <Box
        role={entry.status === 'error' ? 'alert' : 'status'}
        aria-atomic="true"
        display="flex"
        gap="3"
        alignItems="flex-start"
        p="4"
        pe="2"
        borderRadius="card"
        borderInlineStartWidth="6px"
        boxShadow="lg"
        {...statusStyles[entry.status]}
      >
        <Box flex="1" minW="0">
          <Text fontWeight="bold">{entry.title}</Text>
          {entry.description ? (
            <Text fontSize="sm" mt="1">
              {entry.description}
            </Text>
          ) : null}
        </Box>
        <CloseButton size="sm" aria-label={t('common.closeNotification')} color="inherit" onClick={() => dismissToast(entry.id)} />
      </Box>
    </motion.li>
  );
}

export default function ToastList({ entries }: { entries: ToastEntry[] }) {
  return (
    <Box as="ol" display="flex" flexDirection="column" gap="2" m="0" p="0">
      <AnimatePresence initial={false}>
        {entries.map((entry) => (
          <ToastItem key={entry.id} entry={entry} />
        ))}
      </AnimatePresence>
    </Box>
  );
}
