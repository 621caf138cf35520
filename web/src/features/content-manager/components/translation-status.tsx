/**
 * A translation form's status line (docs/product.md#content-manager): not translated yet, translated, or out of date
 * (its English changed since it was saved: docs/decisions.md, "Languages"). Out of date, the line says so once, with
 * a badge the admin finds while scrolling instead of "Translated", and a sentence saying what learners see and what to do.
 */
import { Badge, Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

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
    <Text
      fontSize="sm"
      color={outOfDate ? 'gold.800' : 'fg.muted'}
      overflowWrap="anywhere"
      data-testid="translation-status"
      {...(outOfDate ? { bg: 'gold.50', borderStartWidth: '3px', borderColor: 'gold.500', px: '2', py: '1' } : {})}
    >
      {outOfDate ? (
        <Badge colorPalette="orange" variant="solid" me="2" data-testid="translation-out-of-date">
          {t('cm.tr.outOfDate')}
        </Badge>
      ) : null}
      {!saved ? t('cm.tr.notYet', { language }) : outOfDate ? t('cm.tr.outOfDateStatus', { language }) : done}
    </Text>
  );
}
