import type { Page } from 'playwright-core';
import { until } from './waiting';

export interface ShownRow {
  rank: number;
  /** Whether it is the "(You)" row. */
  you: boolean;
  text: string;
}

/** A row's points as an English page writes them (thousands grouped: "1,250 pts"). */
export const pts = (points: number): string => `${points.toLocaleString('en-US')} pts`;

/** The leaderboard rows as the page shows them. */
export async function shownRows(page: Page): Promise<ShownRow[]> {
  return page
    .locator('[data-testid="leaderboard-row"]')
    .evaluateAll((rows) =>
      rows.map((row) => ({ rank: Number(row.getAttribute('data-rank')), you: row.hasAttribute('data-you'), text: row.textContent ?? '' })),
    );
}

/** Opens the panel's "All time" tab (new learners see their weekly league first). */
export async function showAllTime(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: 'All time' });
  await tab.waitFor({ timeout: 15_000 });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

/** Opens All time, then polls the shown rows until `accept` takes them; the error names what never showed and what did. */
export async function waitForRows(page: Page, what: string, accept: (rows: ShownRow[]) => boolean, timeoutMs = 15_000): Promise<ShownRow[]> {
  await showAllTime(page);
  let rows: ShownRow[] = [];
  return until(
    async () => {
      rows = await shownRows(page);
      return accept(rows) ? rows : undefined;
    },
    `the leaderboard to show ${what}`,
    { timeoutMs, everyMs: 100, lastSeen: () => `it shows:\n${rows.map((row) => `${row.rank} ${row.text}`).join('\n')}` },
  );
}
