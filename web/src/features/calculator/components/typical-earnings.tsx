/**
 * What a typical participant earns (docs/product.md#income-disclosure), from the operator's income
 * disclosure: the calculator opens on it, before any hypothetical figure.
 */
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

import type { IncomeDisclosure } from '@contract';

import { formatMoney } from '../format';
import { formatShare } from '../income';

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

export function TypicalEarnings({ disclosure, loading }: { disclosure: IncomeDisclosure | null; loading: boolean }) {
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
      ) : (
        <Text fontSize="sm" data-testid="typical-none">
          {loading
            ? 'Loading the income disclosure...'
            : 'No income disclosure has been published yet. Most people who join network-marketing programs earn little or no money.'}
        </Text>
      )}
    </Box>
  );
}
