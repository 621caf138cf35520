import { Table } from '@chakra-ui/react';

import { useT } from '@/i18n';

import type { LevelRow } from '../earnings';
import { formatCount, formatDollarsShort, formatPeopleShort } from '../format';

const TIGHT_CELLS = { '& th, & td': { paddingInline: '1.5' }, '& th': { whiteSpace: 'normal' }, '& td': { whiteSpace: 'nowrap' } } as const;

export function LevelTable({ rows, highlighted }: { rows: LevelRow[]; highlighted: number | null }) {
  const t = useT();
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="brand.100" borderRadius="lg" maxH="80" tabIndex={0} role="region" aria-label={t('calc.table.label')}>
      {/*
        Short figures (21.5M) and tight cells keep all five columns on a 390 px phone without sideways scroll, in every
        language: the money columns name the currency in their heading ("Monthly ($)", "Mensual (US$)") rather than in
        each cell, where Spanish's and Arabic's "US$" pushed the last column out; headings wrap, figures do not
        (docs/decisions.md, "Languages").
      */}
      <Table.Root size="sm" stickyHeader interactive fontSize={{ base: 'xs', sm: 'sm' }} css={TIGHT_CELLS}>
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted" whiteSpace="normal">
          {t('calc.table.caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader>{t('calc.table.level')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('calc.table.people')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('calc.table.rate')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('calc.table.monthly')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('calc.table.cumulative')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row
              key={row.level}
              bg={highlighted === row.level ? 'gold.100' : undefined}
              aria-current={highlighted === row.level ? 'true' : undefined}
              data-testid="calc-level-row"
            >
              <Table.Cell fontWeight="semibold">{formatCount(row.level)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPeopleShort(row.people)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(row.rate)}</Table.Cell>
              <Table.Cell textAlign="end">{formatDollarsShort(row.monthly)}</Table.Cell>
              <Table.Cell textAlign="end">{formatDollarsShort(row.cumulative)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
