/**
 * CSV built in the browser for the insights tables' "Download CSV" (docs/product.md#insights):
 * RFC 4180 (fields holding a comma, a quote or a line break are quoted, quotes doubled, lines end
 * with CRLF), and text that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with a single quote, as OWASP's CSV-injection advice says. Numbers
 * are written as they are: a negative count is a number, not a formula.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header line and one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Saves `text` as a file named `fileName` (a link to a Blob, clicked and released). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
