/**
 * A plain progress bar (role progressbar with its value), for places that show many at once.
 * Chakra's Progress starts a state machine per bar; the achievements panel shows eleven, and their
 * start-up was a long main-thread task on a slow phone (docs/decisions.md#web). The Quest Map's bar, on the
 * dashboard's first screen, cost about as much alone (zag's progress machine builds an
 * Intl.NumberFormat). This one is only styled boxes.
 */
import { Box, type BoxProps } from '@chakra-ui/react';

interface ProgressBarProps extends Omit<BoxProps, 'children' | 'fill'> {
  value: number;
  max: number;
  label: string;
  /** The fill's colour token, or the two ends of a gradient from the reading start (left to right, right to left in Arabic). */
  fill: string | { from: string; to: string };
}

export function ProgressBar({ value, max, label, fill, ...rest }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      h="1.5"
      bg="gray.100"
      borderRadius="full"
      overflow="hidden"
      {...rest}
    >
      <Box
        h="full"
        w={`${percent}%`}
        borderRadius="full"
        {...(typeof fill === 'string' ? { bg: fill } : { bgGradient: 'to-r', _rtl: { bgGradient: 'to-l' }, gradientFrom: fill.from, gradientTo: fill.to })}
      />
    </Box>
  );
}
