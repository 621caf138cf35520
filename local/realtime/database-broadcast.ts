/**
 * Broadcast from the database: rows inserted into `realtime.messages` (by `realtime.send()` or
 * `realtime.broadcast_changes()`) reach the channels joined to their topic once the inserting
 * transaction commits, as hosted Realtime delivers them from its messages publication. A message
 * sent with `private = true` goes to private channels of the topic only (their join was authorized
 * by RLS), one with `private = false` to public ones. There is no per-message RLS check: that is
 * what makes broadcast cheap for many subscribers. Only `extension = 'broadcast'` rows are sent;
 * the server's own authorization probes never commit.
 */
import type { Channel } from './channel';
import type { WalChange, WalRelation } from './wal';

export const MESSAGES_PUBLICATION = 'supabase_realtime_messages_publication';

export const isMessagesTable = (relation: WalRelation) => relation.schema === 'realtime' && relation.table === 'messages';

/** Delivers one committed realtime.messages insert to the members of its topic. */
export function deliverDatabaseBroadcast(change: WalChange, members: Map<string, Set<Channel>>, log: (line: string) => void): void {
  const row = change.record;
  if (change.type !== 'INSERT' || !row || row.extension !== 'broadcast' || typeof row.topic !== 'string') return;
  const channels = members.get(`realtime:${row.topic}`);
  if (!channels || channels.size === 0) return;
  const payloadJson = row.payload ?? '{}';
  try {
    JSON.parse(payloadJson);
  } catch {
    log(`realtime: a message on ${row.topic} has a payload that is not JSON; not delivered`);
    return;
  }
  const isPrivate = row.private === 't';
  const event = row.event ?? '';
  const id = row.id ?? '';
  const frames: { binary?: Buffer; text?: string } = {};
  for (const channel of channels) if (channel.receivesDatabaseBroadcast(isPrivate)) channel.deliverDatabaseBroadcast(event, id, payloadJson, frames);
}
