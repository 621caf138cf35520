/**
 * The streak freezes a learner holds (docs/product.md#login-streak), small, for beside the streak:
 * "❄ 1 freeze" with the rule in its accessible name and tooltip. Nothing when none is held.
 */
import { Text } from '@chakra-ui/react';

import { SnowflakeIcon } from './icons';
import { Tooltip } from './tooltip';

export function streakFreezesLabel(count: number): string {
  return `${count} streak ${count === 1 ? 'freeze' : 'freezes'} held: each covers one missed day. Every 7 days in a row earns one (at most 2).`;
}

export function StreakFreezes({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = streakFreezesLabel(count);
  return (
    <Tooltip content={label}>
      <Text
        as="span"
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontSize="sm"
        fontWeight="semibold"
        role="img"
        aria-label={label}
        data-testid="streak-freezes"
        tabIndex={0}
      >
        <SnowflakeIcon /> {count} {count === 1 ? 'freeze' : 'freezes'}
      </Text>
    </Tooltip>
  );
}
