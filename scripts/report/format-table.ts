/**
 * A report's rows as a plain-text table for the terminal (`npm run report <name>`): one header
 * line, a rule, one line per row; numbers right-aligned, everything else left-aligned; dates as
 * ISO text; null as an empty cell; long cells cut to `maxWidth` with an ellipsis; line breaks in a
 * cell shown as spaces, so one row is always one line.
 */
export interface Column {
  name: string;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/\s*[\r\n]+\s*/g, ' ');
}

function cut(text: string, maxWidth: number): string {
  const chars = [...text];
  return chars.length <= maxWidth ? text : `${chars.slice(0, maxWidth - 1).join('')}…`;
}

export function formatTable(columns: Column[], rows: Array<Record<string, unknown>>, maxWidth = 60): string {
  if (columns.length === 0) return '(no columns)';
  const cells = rows.map((row) => columns.map((column) => cut(cellText(row[column.name]), maxWidth)));
  const numeric = columns.map((_, index) => cells.length > 0 && cells.every((line) => line[index] === '' || NUMERIC.test(line[index]!)));
  const widths = columns.map((column, index) => Math.max([...column.name].length, ...cells.map((line) => [...line[index]!].length)));
  const pad = (text: string, index: number) => {
    const fill = ' '.repeat(widths[index]! - [...text].length);
    return numeric[index] ? fill + text : text + fill;
  };
  const lines = [
    columns.map((column, index) => pad(column.name, index)).join(' | '),
    widths.map((width) => '-'.repeat(width)).join('-+-'),
    ...cells.map((line) => line.map(pad).join(' | ')),
  ];
  return `${lines.map((line) => line.trimEnd()).join('\n')}\n(${rows.length} ${rows.length === 1 ? 'row' : 'rows'})`;
}
