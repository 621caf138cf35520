/**
 * The function's rate limits (docs/architecture.md#abuse; why in Postgres: docs/decisions.md,
 * "Rate limits in Postgres"). Each budget is a counter in app.rate_limit_hits, taken by
 * app.rate_limit in one statement on the function's own connection; the budgets are columns of
 * app.settings. A spent budget is a 429 with Retry-After and a sentence saying how long to wait.
 */
import { sql } from '../_shared/db.ts';
import { tooManyRequests } from '../_shared/errors.ts';

export type Budget = 'rewarding' | 'write' | 'public' | 'signin_email' | 'signin_address';

/** A budget to take (count and check) or only to check, for one subject. */
export interface Take {
  budget: Budget;
  subject: string;
  count: boolean;
}

/** The longest wait any of `takes` asks for, in seconds (0: all within budget). One round trip. */
export async function waitFor(takes: readonly Take[]): Promise<number> {
  if (takes.length === 0) return 0;
  const [row] = await sql<{ wait: number }[]>`
    select coalesce(max(app.rate_limit(t.budget, t.subject, t.count)), 0)::integer as wait
      from jsonb_to_recordset(${JSON.stringify(takes)}::text::jsonb) as t (budget text, subject text, count boolean)`;
  return row?.wait ?? 0;
}

/** Takes every budget in `takes`; throws 429 when one of them is spent. */
export async function spend(takes: readonly Take[], what = 'requests'): Promise<void> {
  const wait = await waitFor(takes);
  if (wait > 0) throw tooManyRequests(wait, what);
}
