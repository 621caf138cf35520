/**
 * A saved translation whose English changed since it was saved (docs/decisions.md, "Languages":
 * out-of-date translations): learners still read it; saving it again makes it current.
 */
import { Text } from '@chakra-ui/react';

import { useT } from '@/i18n';

export function OutOfDateMark({ outOfDate }: { outOfDate: boolean | undefined }) {
  const t = useT();
  if (!outOfDate) return null;
  return (
    <Text
      fontSize="sm"
      color="gold.800"
      bg="gold.50"
      borderStartWidth="3px"
      borderColor="gold.500"
      px="2"
      py="1"
      overflowWrap="anywhere"
      data-testid="translation-out-of-date"
    >
      {t('translations.outOfDate')}
    </Text>
  );
}
