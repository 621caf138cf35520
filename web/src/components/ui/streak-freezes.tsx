/**
 * The streak freezes a learner holds (docs/product.md#login-streak), small, for beside the streak:
 * "❄ 1 freeze" with the rule in its accessible name and tooltip. Nothing when none is held.
 */
import { Text } from '@chakra-ui/react';

import { useT, type Translate } from '@/i18n';

import { SnowflakeIcon } from './icons';
import { Tooltip } from './tooltip';

export function streakFreezesLabel(t: Translate, count: number): string {
  return t('streak.freezes.label', { count });
}

export function StreakFreezes({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  const label = streakFreezesLabel(t, count);
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
        <SnowflakeIcon /> {t('streak.freezes.count', { count })}
      </Text>
    </Tooltip>
  );
}
