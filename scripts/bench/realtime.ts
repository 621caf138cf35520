/**
 * Realtime fan-out: `subscribers` supabase-js clients (ws transport, each with a learner's access
 * token, all in this one Node process) listen to postgres_changes on public.leaderboard. Each round
 * gives one learner points by inserting an `adjustment` ledger row as the superuser; the ledger's
 * triggers update the profile and its leaderboard row, and Realtime delivers that UPDATE. Latency
 * is from the transaction's commit time (the `commit_timestamp` Postgres records, on this same
 * machine's clock) to the subscriber's callback, so it covers WAL decoding, the RLS check,
 * the gateway and the client.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import WebSocket from 'ws';
import type { StackInfo } from '../../local/settings';
import { fixed, summarize, table } from './stats';
import type { BenchUser } from './users';

export interface RealtimeResult {
  subscribers: number;
  rounds: number;
  /** Every delivery's latency from commit, ms. */
  latenciesMs: number[];
  /** Deliveries per round (each should equal `subscribers`). */
  deliveredPerRound: number[];
  joinSeconds: number;
}

function subscribe(client: SupabaseClient, name: string, onChange: (payload: { commit_timestamp: string; new: Record<string, unknown> }) => void) {
  return new Promise<void>((resolve, reject) => {
    client
      .channel(name)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'leaderboard' }, (payload) =>
        onChange(payload as unknown as { commit_timestamp: string; new: Record<string, unknown> }),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') reject(error ?? new Error(`${name}: ${status}`));
      });
  });
}

export async function runRealtime(
  info: StackInfo,
  pool: pg.Pool,
  listeners: BenchUser[],
  options: { rounds: number; pauseMs: number; waitMs: number },
): Promise<RealtimeResult> {
  const clients: SupabaseClient[] = [];
  // round → how many callbacks; a round's events are told apart by the learner who got points.
  let current: { learner: string; latencies: number[] } | undefined;
  const onChange = (payload: { commit_timestamp: string; new: Record<string, unknown> }) => {
    const receivedAt = Date.now();
    if (!current || payload.new.id !== current.learner) return;
    current.latencies.push(receivedAt - Date.parse(payload.commit_timestamp));
  };
  const joinStarted = performance.now();
  try {
    // Join in batches, as a crowd of dashboards opening over a few seconds would.
    for (let i = 0; i < listeners.length; i += 50) {
      await Promise.all(
        listeners.slice(i, i + 50).map(async (user, j) => {
          const client = createClient(info.apiUrl, info.anonKey, {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
            realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
          });
          clients.push(client);
          await client.realtime.setAuth(user.accessToken ?? null);
          await subscribe(client, `leaderboard-${i + j}`, onChange);
        }),
      );
    }
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    // A random learner with points per round (a random starting point on the primary key).
    const rows: Array<{ id: string }> = [];
    while (rows.length < options.rounds) {
      const { rows: found } = await pool.query<{ id: string }>(
        'select id from public.leaderboard where id > gen_random_uuid() and leaderboard_pts > 0 order by id limit 1',
      );
      if (found[0]) rows.push(found[0]);
    }
    const latencies: number[] = [];
    const deliveredPerRound: number[] = [];
    for (const [round, row] of rows.entries()) {
      current = { learner: row.id, latencies: [] };
      await pool.query(`insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference) values ($1, 0, 5, 'adjustment', $2)`, [
        row.id,
        `bench-realtime-${Date.now()}-${round}`,
      ]);
      const deadline = Date.now() + options.waitMs;
      while (current.latencies.length < listeners.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      deliveredPerRound.push(current.latencies.length);
      latencies.push(...current.latencies);
      current = undefined;
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
    return { subscribers: listeners.length, rounds: rows.length, latenciesMs: latencies, deliveredPerRound, joinSeconds };
  } finally {
    await Promise.all(clients.map((client) => client.removeAllChannels().catch(() => undefined)));
    for (const client of clients) client.realtime.disconnect();
  }
}

export function realtimeTable(result: RealtimeResult): string {
  const s = summarize(result.latenciesMs);
  const expected = result.subscribers * result.rounds;
  const fullRounds = result.deliveredPerRound.filter((n) => n === result.subscribers).length;
  return table(
    ['subscribers', 'changes', 'deliveries', 'rounds fully served', 'p50 ms', 'p99 ms', 'max ms'],
    [
      [
        String(result.subscribers),
        String(result.rounds),
        `${s.count} of ${expected}`,
        `${fullRounds} of ${result.rounds}`,
        fixed(s.p50, 0),
        fixed(s.p99, 0),
        fixed(s.max, 0),
      ],
    ],
  );
}
