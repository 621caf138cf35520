/**
 * Simulated open dashboards for `npm run bench:live`: each is its own supabase-js client (own
 * WebSocket, the learner's access token) in this process.
 *
 * - broadcast design: runs the web app's own subscription code
 *   (web/src/features/leaderboard/live-leaderboard.ts: subscribeLiveLeaderboard and
 *   scheduleOwnRankRefresh, the page always visible). The reads it asks for are made for real
 *   against the API: the list and the rank on every (re)join, the rank every 30 s.
 * - postgres_changes design (the baseline): what the dashboard did before, kept here only to be
 *   measured: postgres_changes on public.leaderboard, and on every change of anyone a re-read of
 *   the list and of the caller's rank (react-query's invalidation of the `leaderboard` prefix, both
 *   queries active since the learner is outside the top 10). Those reads are counted, not sent:
 *   at 2,000 dashboards and 50 changes a second they would be 200,000 requests a second, which
 *   would only measure this machine drowning.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LeaderboardEntry } from '../../contract/leaderboard';
import type { StackInfo } from '../../local/settings';
import { alwaysVisible, scheduleOwnRankRefresh, subscribeLiveLeaderboard } from '../../web/src/features/leaderboard/live-leaderboard';
import type { BenchUser } from './users';

export type Design = 'broadcast' | 'postgres_changes';

export interface Dashboard {
  user: BenchUser;
  client: SupabaseClient;
  joined: number;
  errors: number;
  /** Live-board API reads made (broadcast) or that the old hook would have made (postgres_changes). */
  reads: number;
  failedReads: number;
  /** Messages handed to the page: top lists (broadcast) or row changes (postgres_changes). */
  messages: number;
  lastTop?: LeaderboardEntry[];
  stop: () => void;
}

export interface DashboardEvents {
  /** A top list reached a dashboard (broadcast design). */
  onTop(dashboard: Dashboard, entries: LeaderboardEntry[], at: number): void;
  /** A row change reached a dashboard (postgres_changes design). */
  onRow(dashboard: Dashboard, row: { id?: unknown; leaderboard_pts?: unknown }, at: number): void;
}

function newClient(info: StackInfo): SupabaseClient {
  return createClient(info.apiUrl, info.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

async function read(info: StackInfo, dashboard: Dashboard, path: string): Promise<void> {
  dashboard.reads++;
  try {
    const response = await fetch(`${info.apiUrl}/functions/v1/api${path}`, {
      headers: { apikey: info.anonKey, authorization: `Bearer ${dashboard.user.accessToken ?? ''}` },
    });
    await response.arrayBuffer();
    if (!response.ok) dashboard.failedReads++;
  } catch {
    dashboard.failedReads++;
  }
}

/** Opens one dashboard of `design`; resolves once its channel is joined (and its join reads are done, for broadcast). */
export async function openDashboard(info: StackInfo, user: BenchUser, design: Design, events: DashboardEvents, joinTimeoutMs = 60_000): Promise<Dashboard> {
  const client = newClient(info);
  await client.realtime.setAuth(user.accessToken ?? null);
  const dashboard: Dashboard = { user, client, joined: 0, errors: 0, reads: 0, failedReads: 0, messages: 0, stop: () => undefined };
  let resolveJoin: () => void = () => undefined;
  const firstJoin = new Promise<void>((resolve) => (resolveJoin = resolve));

  if (design === 'broadcast') {
    const leave = subscribeLiveLeaderboard(client, {
      onTop: (entries) => {
        dashboard.messages++;
        dashboard.lastTop = entries;
        events.onTop(dashboard, entries, Date.now());
      },
      onJoined: () => {
        dashboard.joined++;
        void Promise.all([read(info, dashboard, '/leaderboard?limit=10'), read(info, dashboard, '/leaderboard/me')]).then(resolveJoin);
      },
      onError: () => dashboard.errors++,
    });
    const stopRank = scheduleOwnRankRefresh(() => void read(info, dashboard, '/leaderboard/me'), alwaysVisible);
    dashboard.stop = () => {
      stopRank();
      leave();
    };
  } else {
    const channel = client
      .channel('leaderboard')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'leaderboard' }, (payload) => {
        dashboard.messages++;
        // The old hook invalidated the `leaderboard` prefix: the list and the rank are re-read.
        dashboard.reads += 2;
        events.onRow(dashboard, payload.new as { id?: unknown; leaderboard_pts?: unknown }, Date.now());
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') {
          dashboard.joined++;
          dashboard.reads += 2;
          resolveJoin();
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') dashboard.errors++;
      });
    dashboard.stop = () => void client.removeChannel(channel);
  }

  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`dashboard of ${user.email} did not join in ${joinTimeoutMs} ms`)), joinTimeoutMs).unref(),
  );
  try {
    await Promise.race([firstJoin, timeout]);
  } catch (error) {
    dashboard.stop();
    client.realtime.disconnect();
    throw error;
  }
  return dashboard;
}

/**
 * Opens `users.length` dashboards, `batch` at a time (a crowd arriving over some seconds). One that
 * does not join within the timeout is counted in `failed` (and closed), not fatal.
 */
export async function openDashboards(
  info: StackInfo,
  users: BenchUser[],
  design: Design,
  events: DashboardEvents,
  batch = 50,
): Promise<{ dashboards: Dashboard[]; failed: number }> {
  const dashboards: Dashboard[] = [];
  let failed = 0;
  for (let i = 0; i < users.length; i += batch) {
    const opened = await Promise.allSettled(users.slice(i, i + batch).map((user) => openDashboard(info, user, design, events)));
    for (const outcome of opened) {
      if (outcome.status === 'fulfilled') dashboards.push(outcome.value);
      else failed++;
    }
  }
  return { dashboards, failed };
}

export async function closeDashboards(dashboards: Dashboard[]): Promise<void> {
  for (const dashboard of dashboards) dashboard.stop();
  await Promise.all(dashboards.map((dashboard) => dashboard.client.removeAllChannels().catch(() => undefined)));
  for (const dashboard of dashboards) dashboard.client.realtime.disconnect();
}
