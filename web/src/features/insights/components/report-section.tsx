/**
 * One report on /insights: its chart, the same numbers as a table (what a screen reader reads), and
 * "Download CSV" of that table (docs/product.md#insights).
 */
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';

import { EmptyState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { useSideScroll } from '@/hooks/use-side-scroll';
import { formatNumber, useT } from '@/i18n';

import { downloadCsv, toCsv } from '../csv';
import type { ReportTable } from '../report-tables';

interface ReportSectionProps {
  id: string;
  title: string;
  /** What the chart and table cover (the window). */
  note: string;
  table: ReportTable;
  /** The CSV file's name. */
  fileName: string;
  /** Said instead of the chart and table when there is nothing to show. */
  empty?: string;
  chart: ReactNode;
}

// Plain table elements styled here rather than Chakra's Table: that component is in the earnings
// calculator's chunk, and sharing it would split a chunk of its own out of the dashboard.
const Th = chakra('th', { base: { px: '3', py: '2', fontWeight: 'semibold', whiteSpace: 'nowrap', borderBottomWidth: '1px', borderColor: 'brand.100' } });
const Td = chakra('td', { base: { px: '3', py: '2', whiteSpace: 'nowrap', borderBottomWidth: '1px', borderColor: 'brand.50' } });

/** A cell as the screen shows it: a count as the language writes it (the CSV keeps the plain number). */
const cellText = (cell: ReportTable['rows'][number][number]) => (typeof cell === 'number' ? formatNumber(cell) : cell);

function DataTable({ title, table }: { title: string; table: ReportTable }) {
  const t = useT();
  const align = (index: number) => (table.numeric[index] ? 'end' : 'start');
  const box = useRef<HTMLDivElement>(null);
  const { more, wide } = useSideScroll(box);
  return (
    <Stack gap="1">
      {/* On a phone a table wider than the screen says so, and a shadow marks the edge while columns lie beyond it. */}
      {wide ? (
        <Text fontSize="xs" color="fg.muted" data-testid="table-scroll-hint">
          {more ? t('insights.table.swipeMore') : t('insights.table.swipeBack')}
        </Text>
      ) : null}
      <Box position="relative">
        <Box
          ref={box}
          overflow="auto"
          maxH="80"
          borderWidth="1px"
          borderColor="brand.100"
          borderRadius="lg"
          tabIndex={0}
          role="region"
          aria-label={t('insights.table.label', { title })}
        >
          <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
              {t('insights.table.caption', { title, count: table.rows.length })}
            </chakra.caption>
            <chakra.thead bg="brand.50" position="sticky" top="0">
              <tr>
                {table.columns.map((column, index) => (
                  <Th key={column} scope="col" textAlign={align(index)}>
                    {column}
                  </Th>
                ))}
              </tr>
            </chakra.thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <Td key={table.columns[index]} textAlign={align(index)}>
                      {cellText(cell)}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
        {more ? (
          <Box
            aria-hidden
            position="absolute"
            top="0"
            bottom="0"
            insetInlineEnd="0"
            w="6"
            pointerEvents="none"
            borderEndRadius="lg"
            bgGradient="to-l"
            _rtl={{ bgGradient: 'to-r' }}
            gradientFrom="blackAlpha.200"
            gradientTo="transparent"
            data-testid="table-scroll-shadow"
          />
        ) : null}
      </Box>
    </Stack>
  );
}

export function ReportSection({ id, title, note, table, fileName, empty, chart }: ReportSectionProps) {
  const t = useT();
  const download = (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      aria-label={t('insights.download.label', { title: title.toLowerCase() })}
      onClick={() => downloadCsv(fileName, toCsv(table.columns, table.rows))}
    >
      {t('insights.download.button')}
    </Button>
  );
  return (
    <Panel title={title} headingId={id} actions={download} data-testid={id}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {note}
        </Text>
        {empty ? (
          <EmptyState message={empty} />
        ) : (
          <>
            {chart}
            <DataTable title={title} table={table} />
          </>
        )}
      </Stack>
    </Panel>
  );
}
