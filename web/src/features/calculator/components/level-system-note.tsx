import { Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { DEEP_RATE, DIRECT_RATE, LEVEL_SYSTEM } from '../earnings';
import { formatMoney } from '../format';

/** The plan's 15-level statement, in every mode. */
export function LevelSystemNote() {
  const t = useT();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="level-system">
      {t('calc.levelSystem', { levels: LEVEL_SYSTEM, direct: formatMoney(DIRECT_RATE), deep: formatMoney(DEEP_RATE) })}
    </Text>
  );
}
