/**
 * What a typical participant earns (docs/product.md#income-disclosure), from the operator's income
 * disclosure: the calculator opens on it, before any hypothetical figure.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

import { formatDate, isolateInRtl, useT } from '@/i18n';

import { ErrorState } from '@/components/ui/query-state';

import { formatMoney, formatShare } from '../format';
import { DISCLOSURE_FAILED, DISCLOSURE_LOADING, type DisclosureRead } from '../income';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box minW="0">
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" color="brand.900" whiteSpace="nowrap" data-testid={testId}>
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

export function TypicalEarnings({ read }: { read: DisclosureRead }) {
  const t = useT();
  const disclosure = read.status === 'ready' ? read.disclosure : null;
  return (
    <Box
      as="section"
      aria-labelledby="typical-earnings"
      borderWidth="2px"
      borderColor="brand.600"
      borderRadius="xl"
      p="4"
      bg="white"
      data-testid="typical-earnings"
    >
      <Text id="typical-earnings" fontWeight="bold" color="brand.800" mb="2">
        {t('calc.typical.title')}
      </Text>
      {disclosure ? (
        <>
          <SimpleGrid columns={2} gap="3">
            <Figure label={t('calc.typical.median')} value={formatMoney(disclosure.medianAnnual)} testId="typical-median" />
            <Figure label={t('calc.typical.zero')} value={formatShare(disclosure.zeroShare)} testId="typical-zero-share" />
          </SimpleGrid>
          {disclosure.typicalCosts ? (
            <Text fontSize="sm" mt="3" data-testid="typical-costs">
              <Text as="strong">{t('calc.typical.costs')}</Text>{' '}
              <Text as="span" lang={disclosure.lang} dir="auto">
                {disclosure.typicalCosts}
              </Text>
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="typical-source">
            {t('calc.typical.source', {
              source: isolateInRtl(disclosure.source),
              date: formatDate(`${disclosure.asOf}T00:00:00Z`, undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
            })}
          </Text>
        </>
      ) : read.status === 'failed' ? (
        <ErrorState message={t(DISCLOSURE_FAILED)} onRetry={read.retry} />
      ) : (
        <Text fontSize="sm" data-testid="typical-none">
          {read.status === 'loading' ? t(DISCLOSURE_LOADING) : t('calc.typical.none')}
        </Text>
      )}
    </Box>
  );
}
