/**
 * Private channels, authorized as hosted Realtime authorizes them (Tenants.Authorization): by the
 * joining user's row level security on `realtime.messages`, with `role`, `realtime.topic`,
 * `request.jwt.claims` (and the claim.sub / claim.role shortcuts) set for the transaction.
 *   - read (at join, and again when the token changes): probe rows for the topic, one per
 *     extension (broadcast, presence), are inserted by the server, then selected back as the user;
 *     the ones the user can see are what they may receive. Rolled back.
 *   - write (at the first broadcast or presence push): the user inserts a probe row per extension;
 *     a refused insert (insufficient_privilege) means they may not send. Rolled back.
 * A policy that raises counts as "no" and is logged.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Claims } from './subscriptions';

export interface ExtensionAccess {
  broadcast: boolean;
  presence: boolean;
}

const NONE: ExtensionAccess = { broadcast: false, presence: false };

function configSql(topic: string, claims: Claims): string {
  const literal = pg.escapeLiteral;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  return `select set_config('role', ${literal(claims.role)}, true), set_config('realtime.topic', ${literal(topic)}, true),
                 set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true),
                 set_config('request.jwt.claim.sub', ${literal(sub)}, true),
                 set_config('request.jwt.claim.role', ${literal(claims.role)}, true),
                 set_config('request.headers', '{}', true)`;
}

/** What `claims` may receive on the private channel `topic`. */
export async function readAccess(pool: pg.Pool, topic: string, claims: Claims, log: (line: string) => void): Promise<ExtensionAccess> {
  const broadcastId = randomUUID();
  const presenceId = randomUUID();
  const t = pg.escapeLiteral(topic);
  const client = await pool.connect();
  let broken = false;
  try {
    const results = (await client.query(
      [
        'begin',
        `insert into realtime.messages (id, topic, extension) values ('${broadcastId}', ${t}, 'broadcast'), ('${presenceId}', ${t}, 'presence')`,
        configSql(topic, claims),
        `select id::text as id from realtime.messages
          where topic = ${t} and ((extension = 'broadcast' and id = '${broadcastId}') or (extension = 'presence' and id = '${presenceId}'))`,
        'rollback',
      ].join(';\n'),
    )) as unknown as pg.QueryResult<{ id: string }>[];
    const seen = new Set((results[3]?.rows ?? []).map((row) => row.id));
    return { broadcast: seen.has(broadcastId), presence: seen.has(presenceId) };
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true));
    log(`realtime: read authorization of ${topic} failed: ${(error as Error).message}`);
    return NONE;
  } finally {
    client.release(broken);
  }
}

/** What `claims` may send on the private channel `topic`. */
export async function writeAccess(pool: pg.Pool, topic: string, claims: Claims, log: (line: string) => void): Promise<ExtensionAccess> {
  const client = await pool.connect();
  let broken = false;
  const attempt = async (extension: 'broadcast' | 'presence'): Promise<boolean> => {
    await client.query('savepoint probe');
    try {
      await client.query('insert into realtime.messages (topic, extension) values ($1, $2)', [topic, extension]);
      await client.query('release savepoint probe');
      return true;
    } catch (error) {
      await client.query('rollback to savepoint probe');
      if ((error as { code?: string }).code !== '42501') log(`realtime: write authorization of ${topic} failed: ${(error as Error).message}`);
      return false;
    }
  };
  try {
    await client.query('begin');
    await client.query(configSql(topic, claims));
    const broadcast = await attempt('broadcast');
    const presence = await attempt('presence');
    await client.query('rollback');
    return { broadcast, presence };
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true));
    log(`realtime: write authorization of ${topic} failed: ${(error as Error).message}`);
    return NONE;
  } finally {
    client.release(broken);
  }
}
