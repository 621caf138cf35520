/**
 * The local stand-in for Supabase Realtime, mounted by the gateway at /realtime/v1/websocket.
 * It speaks the Phoenix channel protocol realtime-js uses (protocol.ts), serves broadcast and
 * presence from memory, delivers broadcasts sent from SQL (database-broadcast.ts; private
 * channels authorized by RLS in authorization.ts), and streams postgres_changes from the WAL (wal.ts) through the same
 * filter, column-privilege and RLS rules hosted Realtime applies (changes.ts, rls.ts), so the
 * unmodified supabase-js client behaves as it does against a hosted project.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { WebSocketServer } from 'ws';
import type { StackKeys } from '../keys';
import type { Channel, ServerContext } from './channel';
import { ChangePipeline } from './changes';
import { deliverDatabaseBroadcast, isMessagesTable, MESSAGES_PUBLICATION } from './database-broadcast';
import { Connection, IDLE_TIMEOUT_MS } from './connection';
import { Presence } from './presence';
import { parseVsn } from './protocol';
import { PUBLICATION, SubscriptionRegistry } from './subscriptions';
import { TypeCache } from './types';
import { startWal } from './wal';

export interface RealtimeOptions {
  dbUrl: string;
  pool: pg.Pool;
  keys: StackKeys;
  log: (line: string) => void;
}

export interface RealtimeServer {
  /** Called by the gateway for GET /realtime/v1/websocket upgrades after it verified the apikey (query param `apikey`, or header). `apiKeyClaims` are the verified claims of that key (role anon or service_role). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, apiKeyClaims: Record<string, unknown>): void;
  /**
   * Drops client connections, as a restart or a network cut would (the tests prove clients rejoin):
   * those with a channel joined as one of `users` (JWT `sub`), or every one when `users` is empty.
   * Answers how many it dropped. A test drops only its own users' sockets, since other test files
   * share the stack (tests/README.md).
   */
  dropConnections(users?: readonly string[]): number;
  close(): Promise<void>;
}

/** hosted Realtime's default max payload (3000 KB). */
const MAX_FRAME_BYTES = 3000 * 1024;

export async function startRealtime(opts: RealtimeOptions): Promise<RealtimeServer> {
  const { pool, log } = opts;
  const ctx: ServerContext = {
    pool,
    keys: opts.keys,
    log,
    types: new TypeCache(pool),
    registry: new SubscriptionRegistry(),
    presence: new Presence(),
    members: new Map<string, Set<Channel>>(),
  };
  const pipeline = new ChangePipeline(pool, ctx.types, ctx.registry, log);
  const wal = await startWal({
    dbUrl: opts.dbUrl,
    pool,
    publications: [PUBLICATION, MESSAGES_PUBLICATION],
    log,
    wants: (relation) => isMessagesTable(relation) || ctx.registry.has(relation.relid),
    onTransaction: (transaction) => {
      const changes = transaction.changes.filter((change) => !isMessagesTable(change.relation));
      if (changes.length > 0) pipeline.push({ ...transaction, changes });
      if (changes.length === transaction.changes.length) return;
      // Messages after the postgres_changes of the same transaction in the stream: the pipeline
      // may still be checking RLS for those, so a message can arrive first (hosted has no order
      // between the two either: they are separate replication streams).
      for (const change of transaction.changes) if (isMessagesTable(change.relation)) deliverDatabaseBroadcast(change, ctx.members, log);
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const sweeper = setInterval(() => {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const connection of connections) if (connection.lastSeen < cutoff) connection.ws.terminate();
  }, 10_000);
  sweeper.unref();

  return {
    handleUpgrade(req, socket, head, apiKeyClaims) {
      const vsn = parseVsn(new URL(req.url ?? '/', 'http://localhost').searchParams.get('vsn'));
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new Connection(ws, vsn, apiKeyClaims, ctx);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    },
    dropConnections(users = []) {
      const dropped = [...connections].filter((connection) => users.length === 0 || users.some((user) => connection.joinedAs(user)));
      for (const connection of dropped) connection.ws.terminate();
      return dropped.length;
    },
    async close() {
      clearInterval(sweeper);
      for (const connection of connections) connection.ws.close(1001, 'server shutting down');
      await wal.stop();
      await pipeline.idle();
      for (const connection of connections) connection.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
