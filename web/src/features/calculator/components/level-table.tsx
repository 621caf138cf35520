import { Table } from '@chakra-ui/react';

import type { LevelRow } from '../earnings';
import { formatCountShort, formatMoney, formatMoneyShort } from '../format';

export function LevelTable({ rows, highlighted }: { rows: LevelRow[]; highlighted: number | null }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="brand.100" borderRadius="lg" maxH="80" tabIndex={0} role="region" aria-label="Level table">
      {/* Short figures ($21.5M) and tight cells keep all five columns on a 390 px phone without sideways scroll. */}
      <Table.Root size="sm" stickyHeader interactive fontSize={{ base: 'xs', sm: 'sm' }} css={{ '& th, & td': { paddingInline: '1.5', whiteSpace: 'nowrap' } }}>
        <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted" whiteSpace="normal">
          Hypothetical people and monthly amounts per level
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="brand.50">
            <Table.ColumnHeader>Level</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">People</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Monthly</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Cumulative</Table.ColumnHeader>
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
              <Table.Cell fontWeight="semibold">{row.level}</Table.Cell>
              <Table.Cell textAlign="end">{formatCountShort(row.people)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(row.rate)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoneyShort(row.monthly)}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoneyShort(row.cumulative)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
