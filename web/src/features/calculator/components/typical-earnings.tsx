/**
 * What a typical participant earns (docs/product.md#income-disclosure), from the operator's income
 * disclosure: the calculator opens on it, before any hypothetical figure.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

import { ErrorState } from '@/components/ui/query-state';

import { formatMoney } from '../format';
import { DISCLOSURE_FAILED, DISCLOSURE_LOADING, formatShare, type DisclosureRead } from '../income';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

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
        What a typical participant earns
      </Text>
      {disclosure ? (
        <>
          <SimpleGrid columns={2} gap="3">
            <Figure label="median earnings a year" value={formatMoney(disclosure.medianAnnual)} testId="typical-median" />
            <Figure label="earned nothing" value={formatShare(disclosure.zeroShare)} testId="typical-zero-share" />
          </SimpleGrid>
          {disclosure.typicalCosts ? (
            <Text fontSize="sm" mt="3" data-testid="typical-costs">
              <Text as="strong">Typical costs:</Text> {disclosure.typicalCosts}
            </Text>
          ) : null}
          <Text fontSize="xs" color="fg.muted" mt="2" data-testid="typical-source">
            Source: {disclosure.source} ({dateFormat.format(new Date(`${disclosure.asOf}T00:00:00Z`))})
          </Text>
        </>
      ) : read.status === 'failed' ? (
        <ErrorState message={DISCLOSURE_FAILED} onRetry={read.retry} />
      ) : (
        <Text fontSize="sm" data-testid="typical-none">
          {read.status === 'loading'
            ? DISCLOSURE_LOADING
            : 'No income disclosure has been published yet. Most people who join network-marketing programs earn little or no money.'}
        </Text>
      )}
    </Box>
  );
}
