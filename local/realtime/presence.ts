/**
 * Phoenix Presence as realtime-js expects it: per topic, each presence key holds the metas of
 * every channel that tracked it (`{...payload, phx_ref}`); joining channels get the whole state
 * (`presence_state`), and every track / untrack / leave produces a `presence_diff`
 * (`{joins, leaves}`; an update re-tracks with `phx_ref_prev`).
 */
import { randomBytes } from 'node:crypto';

type Meta = Record<string, unknown> & { phx_ref: string };

/** `{key: {metas: [...]}}`, the shape of presence_state and of both halves of presence_diff. */
export type PresenceMap = Record<string, { metas: Meta[] }>;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

interface Entry {
  owner: object;
  meta: Meta;
  payload: Record<string, unknown>;
}

const newRef = () => randomBytes(9).toString('base64url');

export class Presence {
  /** topic → key → entries (one per tracking channel). */
  private readonly topics = new Map<string, Map<string, Entry[]>>();

  state(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const [key, entries] of this.topics.get(topic) ?? []) state[key] = { metas: entries.map((entry) => entry.meta) };
    return state;
  }

  /** Tracks (or updates) `owner`'s presence; null when nothing changed. */
  track(topic: string, key: string, owner: object, payload: Record<string, unknown>): PresenceDiff | null {
    let keys = this.topics.get(topic);
    if (!keys) this.topics.set(topic, (keys = new Map()));
    let entries = keys.get(key);
    if (!entries) keys.set(key, (entries = []));
    const existing = entries.find((entry) => entry.owner === owner);
    if (existing && JSON.stringify(existing.payload) === JSON.stringify(payload)) return null;
    const meta: Meta = { ...payload, phx_ref: newRef() };
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    if (existing) {
      meta.phx_ref_prev = existing.meta.phx_ref;
      diff.leaves[key] = { metas: [existing.meta] };
      existing.meta = meta;
      existing.payload = payload;
    } else {
      entries.push({ owner, meta, payload });
    }
    diff.joins[key] = { metas: [meta] };
    return diff;
  }

  /** Removes `owner`'s presence under `key` (or under every key); null when it had none. */
  untrack(topic: string, owner: object, key?: string): PresenceDiff | null {
    const keys = this.topics.get(topic);
    if (!keys) return null;
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    let changed = false;
    for (const [entryKey, entries] of keys) {
      if (key !== undefined && entryKey !== key) continue;
      const leaving = entries.filter((entry) => entry.owner === owner);
      if (leaving.length === 0) continue;
      changed = true;
      diff.leaves[entryKey] = { metas: leaving.map((entry) => entry.meta) };
      const remaining = entries.filter((entry) => entry.owner !== owner);
      if (remaining.length === 0) keys.delete(entryKey);
      else keys.set(entryKey, remaining);
    }
    if (keys.size === 0) this.topics.delete(topic);
    return changed ? diff : null;
  }
}
