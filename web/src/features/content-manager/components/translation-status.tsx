/**
 * A translation form's status line (docs/product.md#content-manager): not translated yet, translated, or out of date
 * (its English changed since it was saved: docs/decisions.md, "Languages"). Out of date, the line says so first, with
 * a mark the admin finds while scrolling, instead of "Translated"; the explanation under it says what to do.
 */
import { Badge, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

import { OutOfDateMark } from './out-of-date-mark';

interface TranslationStatusProps {
  language: string;
  /** Whether a translation is saved, and whether its English changed since. */
  saved: { outOfDate?: boolean } | undefined;
  /** What a current translation's line says ("Translated into Spanish."). */
  done: string;
}

export function TranslationStatus({ language, saved, done }: TranslationStatusProps) {
  const t = useT();
  const outOfDate = saved?.outOfDate === true;
  return (
    <>
      <Text fontSize="sm" color={outOfDate ? 'gold.800' : 'fg.muted'} overflowWrap="anywhere" data-testid="translation-status">
        {outOfDate ? (
          <Badge colorPalette="orange" variant="solid" me="2" data-testid="translation-status-out-of-date">
            {t('cm.tr.outOfDate')}
          </Badge>
        ) : null}
        {!saved ? t('cm.tr.notYet', { language }) : outOfDate ? t('cm.tr.outOfDateStatus', { language }) : done}
      </Text>
      <OutOfDateMark outOfDate={outOfDate} />
    </>
  );
}
