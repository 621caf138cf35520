/**
 * One joined `realtime:<name>` channel of one client connection, behaving as hosted Realtime's
 * RealtimeChannel: the join (token, private channels authorized by RLS on realtime.messages in
 * authorization.ts, postgres_changes bindings echoed
 * with ids, then the `system` message), broadcast fan-out (self / ack), presence, access_token
 * refreshes, token expiry, and leave.
 */
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { StackKeys } from '../keys';
import { checkClaims, checkToken, type TokenCheck } from './auth';
import { readAccess, writeAccess, type ExtensionAccess } from './authorization';
import type { Presence, PresenceDiff } from './presence';
import { encodeMessage, encodeRaw, encodeReply, encodeUserBroadcast, type InboundMessage, type Vsn } from './protocol';
import {
  parseSubscriptionParams,
  resolveBinding,
  type ChangeTarget,
  type Claims,
  type Subscription,
  type SubscriptionParams,
  type SubscriptionRegistry,
} from './subscriptions';
import type { TypeCache } from './types';

/** What every channel shares: the database, keys, and the server-wide registries. */
export interface ServerContext {
  pool: pg.Pool;
  keys: StackKeys;
  log: (line: string) => void;
  types: TypeCache;
  registry: SubscriptionRegistry;
  presence: Presence;
  /** topic → joined channels, across all connections. */
  members: Map<string, Set<Channel>>;
}

/** The side of a client connection a channel needs. */
export interface ChannelConnection {
  readonly vsn: Vsn;
  readonly apiKeyClaims: Record<string, unknown>;
  readonly channels: Map<string, Channel>;
  send(frame: string | Buffer): void;
}

/** hosted Realtime's default max_channels_per_client. */
const MAX_CHANNELS_PER_CONNECTION = 100;
/** setTimeout's limit; longer-lived tokens are re-checked when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface PostgresBinding {
  params: unknown;
  id: number;
}

const unauthorizedRead = (subTopic: string) => `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The binding id: hosted Realtime uses :erlang.phash2 of the params (a non-zero integer below
 * 2^27); realtime-js only needs it stable, truthy and distinct per binding of a channel.
 */
function bindingId(params: unknown, taken: Set<number>): number {
  const digest = createHash('sha1').update(canonicalJson(params)).digest();
  let id = (digest.readUInt32BE(0) % (2 ** 27 - 1)) + 1;
  while (taken.has(id)) id = (id % (2 ** 27 - 1)) + 1;
  taken.add(id);
  return id;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export class Channel implements ChangeTarget {
  private claims: Claims;
  private accessToken: string | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private subscriptions: Subscription[] = [];
  private closed = false;
  /** Private channels: what the user may send, asked at the first push (hosted does the same). */
  private writes: ExtensionAccess | undefined;

  /** The user (JWT `sub`) the channel was joined as; undefined for an anon or service join. */
  get subject(): string | undefined {
    return typeof this.claims.sub === 'string' ? this.claims.sub : undefined;
  }

  private constructor(
    private readonly ctx: ServerContext,
    private readonly conn: ChannelConnection,
    readonly topic: string,
    readonly subTopic: string,
    readonly joinRef: string | null,
    private readonly config: { self: boolean; ack: boolean; presenceKey: string; presenceEnabled: boolean; private: boolean },
    private readonly bindings: PostgresBinding[],
    token: { claims: Claims; exp: number; accessToken: string | undefined },
  ) {
    this.claims = token.claims;
    this.accessToken = token.accessToken;
    this.armExpiry(token.exp);
  }

  /** Handles `phx_join` for `message.topic` (a `realtime:` topic) on `conn`. */
  static async join(ctx: ServerContext, conn: ChannelConnection, message: InboundMessage): Promise<void> {
    const { topic, ref, joinRef } = message;
    const reply = (status: 'ok' | 'error', response: unknown) => conn.send(encodeReply(conn.vsn, joinRef, ref, topic, status, response));
    const subTopic = topic.slice('realtime:'.length);
    if (subTopic === '') return reply('error', { reason: 'TopicNameRequired: You must provide a topic name' });

    // A second join of a topic replaces the first, as Phoenix does.
    conn.channels.get(topic)?.shutdown();
    if (conn.channels.size >= MAX_CHANNELS_PER_CONNECTION) return reply('error', { reason: 'ChannelRateLimitReached: Too many channels' });

    const payload = isObject(message.payload) ? message.payload : {};
    const config = isObject(payload.config) ? payload.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};

    const provided = typeof payload.access_token === 'string' ? payload.access_token : typeof payload.user_token === 'string' ? payload.user_token : undefined;
    // A missing token, or a new-format API key, means "act as the apikey" (Realtime's tenant token).
    const usesUserToken = provided !== undefined && !provided.startsWith('sb_');
    const check: TokenCheck = usesUserToken ? await checkToken(ctx.keys, provided) : checkClaims(conn.apiKeyClaims);
    if (!check.ok) return reply('error', { reason: check.reason });

    const isPrivate = config.private === true;
    if (isPrivate) {
      const reads = await readAccess(ctx.pool, subTopic, check.claims, ctx.log);
      if (!reads.broadcast && !reads.presence) return reply('error', { reason: unauthorizedRead(subTopic) });
    }

    const rawBindings = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter((item) => item !== null && item !== undefined) : [];
    const taken = new Set<number>();
    const bindings = rawBindings.map((params) => ({ params, id: bindingId(params, taken) }));
    const presenceKey = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
    const channel = new Channel(
      ctx,
      conn,
      topic,
      subTopic,
      joinRef,
      { self: broadcast.self === true, ack: broadcast.ack === true, presenceKey, presenceEnabled: presence.enabled === true, private: isPrivate },
      bindings,
      { claims: check.claims, exp: check.exp, accessToken: usesUserToken ? provided : undefined },
    );
    conn.channels.set(topic, channel);
    let members = ctx.members.get(topic);
    if (!members) ctx.members.set(topic, (members = new Set()));
    members.add(channel);

    // Subscriptions are in place before the reply, so a client told SUBSCRIBED misses no change.
    const subscribed = bindings.length > 0 ? await channel.subscribePostgres() : undefined;
    if (channel.closed) return;
    reply('ok', { postgres_changes: bindings.map(({ params, id }) => (isObject(params) ? { ...params, id } : { id })) });
    if (subscribed) channel.pushSystem('postgres_changes', subscribed.status, subscribed.message);
    if (channel.config.presenceEnabled) channel.push('presence_state', ctx.presence.state(topic));
  }

  /** Events on a joined channel. */
  async handle(message: InboundMessage): Promise<void> {
    switch (message.event) {
      case 'broadcast':
        return this.onBroadcast(message);
      case 'presence':
        return this.onPresence(message);
      case 'access_token':
        return this.onAccessToken(message);
      case 'phx_leave':
        this.reply(message, 'ok', {});
        this.close();
        return;
      default:
        // Realtime ignores events it does not know (it only logs them).
        return;
    }
  }

  /** Whether a database broadcast sent with `private` reaches this channel (public and private topics are apart). */
  receivesDatabaseBroadcast(isPrivate: boolean): boolean {
    return !this.closed && this.config.private === isPrivate;
  }

  /** A broadcast from realtime.messages: event and meta {id} as hosted sends them. */
  deliverDatabaseBroadcast(event: string, id: string, payloadJson: string, frames: { binary?: Buffer; text?: string }): void {
    if (this.conn.vsn === '2.0.0') {
      frames.binary ??= encodeUserBroadcast(this.topic, event, 'json', Buffer.from(payloadJson, 'utf8'), JSON.stringify({ id }));
      this.conn.send(frames.binary);
    } else {
      frames.text ??= encodeRaw(
        '1.0.0',
        null,
        null,
        this.topic,
        'broadcast',
        `{"type":"broadcast","event":${JSON.stringify(event)},"meta":{"id":${JSON.stringify(id)}},"payload":${payloadJson}}`,
      );
      this.conn.send(frames.text);
    }
  }

  deliverChange(payloadJson: string): void {
    if (!this.closed) this.conn.send(encodeRaw(this.conn.vsn, null, null, this.topic, 'postgres_changes', payloadJson));
  }

  /** Leaves quietly (client left or its connection ended). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiryTimer);
    for (const subscription of this.subscriptions) this.ctx.registry.remove(subscription);
    this.subscriptions = [];
    if (this.conn.channels.get(this.topic) === this) this.conn.channels.delete(this.topic);
    const members = this.ctx.members.get(this.topic);
    members?.delete(this);
    if (members?.size === 0) this.ctx.members.delete(this.topic);
    const diff = this.ctx.presence.untrack(this.topic, this);
    if (diff) this.broadcastPresenceDiff(diff);
  }

  /** Closes from the server side: the client is told with `phx_close` and does not rejoin. */
  shutdown(systemError?: string): void {
    if (this.closed) return;
    if (systemError !== undefined) this.pushSystem('system', 'error', systemError);
    this.conn.send(encodeMessage(this.conn.vsn, this.joinRef, this.joinRef, this.topic, 'phx_close', {}));
    this.close();
  }

  // -------------------------------------------------------------------------------------------

  private push(event: string, payload: unknown): void {
    if (!this.closed) this.conn.send(encodeMessage(this.conn.vsn, this.joinRef, null, this.topic, event, payload));
  }

  private reply(message: InboundMessage, status: 'ok' | 'error', response: unknown): void {
    this.conn.send(encodeReply(this.conn.vsn, message.joinRef, message.ref, this.topic, status, response));
  }

  private pushSystem(extension: 'postgres_changes' | 'system', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  private armExpiry(exp: number): void {
    clearTimeout(this.expiryTimer);
    const delay = exp * 1000 - Date.now();
    this.expiryTimer = setTimeout(
      () => {
        if (exp * 1000 > Date.now()) return this.armExpiry(exp);
        this.shutdown(`Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`);
      },
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
    this.expiryTimer.unref();
  }

  /**
   * (Re)creates this channel's postgres_changes subscriptions with its current claims. All or
   * nothing, like Realtime's one-transaction insert: the first bad binding fails them all, and
   * subscriptions made earlier (with an older token) stay as they were.
   */
  private async subscribePostgres(): Promise<{ status: 'ok' | 'error'; message: string }> {
    const parsed: Array<{ binding: PostgresBinding; params: SubscriptionParams }> = [];
    for (const binding of this.bindings) {
      const result = parseSubscriptionParams(binding.params);
      if (!result.ok) return { status: 'error', message: result.error };
      parsed.push({ binding, params: result.value });
    }
    const claims = this.claims;
    const subscriptions: Subscription[] = [];
    try {
      for (const { binding, params } of parsed) {
        const resolved = await resolveBinding(this.ctx.pool, this.ctx.types, params, claims.role);
        if (!resolved.ok) return { status: 'error', message: resolved.message };
        subscriptions.push({ id: binding.id, target: this, action: params.action, tables: resolved.tables, claims, claimsJson: JSON.stringify(claims) });
      }
    } catch (error) {
      this.ctx.log(`realtime: could not subscribe ${this.topic} to postgres_changes: ${(error as Error).message}`);
      return { status: 'error', message: 'Realtime was unable to connect to the project database' };
    }
    if (this.closed || claims !== this.claims) return { status: 'error', message: 'Subscription superseded' };
    for (const subscription of this.subscriptions) this.ctx.registry.remove(subscription);
    for (const subscription of subscriptions) this.ctx.registry.add(subscription);
    this.subscriptions = subscriptions;
    return { status: 'ok', message: 'Subscribed to PostgreSQL' };
  }

  /** Private channels: may this user send `extension` pushes (the answer is kept until the token changes)? */
  private async mayWrite(extension: keyof ExtensionAccess): Promise<boolean> {
    if (!this.config.private) return true;
    this.writes ??= await writeAccess(this.ctx.pool, this.subTopic, this.claims, this.ctx.log);
    return this.writes[extension];
  }

  private async onBroadcast(message: InboundMessage): Promise<void> {
    // Refused: dropped without a reply, even when an ack was asked for, as hosted does.
    if (!(await this.mayWrite('broadcast')) || this.closed) return;
    // Public and private channels of one name are different topics, as on hosted Realtime.
    const recipients = [...(this.ctx.members.get(this.topic) ?? [])].filter(
      (member) => (member !== this || this.config.self) && member.config.private === this.config.private,
    );
    if (message.binary) {
      const { event, encoding, payload } = message.binary;
      let binary: Buffer | undefined;
      let text: string | undefined;
      for (const member of recipients) {
        if (member.conn.vsn === '2.0.0') {
          binary ??= encodeUserBroadcast(this.topic, event, encoding, payload);
          member.conn.send(binary);
        } else if (encoding === 'json') {
          // vsn 1 clients cannot take binary frames; Realtime converts JSON ones to text.
          text ??= encodeRaw(
            '1.0.0',
            null,
            null,
            this.topic,
            'broadcast',
            `{"type":"broadcast","event":${JSON.stringify(event)},"payload":${payload.toString('utf8')}}`,
          );
          member.conn.send(text);
        }
      }
    } else {
      if (!isObject(message.payload)) return this.reply(message, 'error', { reason: 'broadcast payload must be an object' });
      const payloadJson = JSON.stringify(message.payload);
      for (const member of recipients) member.conn.send(encodeRaw(member.conn.vsn, null, null, this.topic, 'broadcast', payloadJson));
    }
    if (this.config.ack) this.reply(message, 'ok', {});
  }

  private async onPresence(message: InboundMessage): Promise<void> {
    if (!(await this.mayWrite('presence')) || this.closed) return;
    const payload = isObject(message.payload) ? message.payload : {};
    if (typeof payload.event !== 'string') return this.reply(message, 'ok', {});
    const event = payload.event.toLowerCase();
    let diff: PresenceDiff | null;
    if (event === 'track') {
      const meta = payload.payload ?? {};
      if (!isObject(meta)) return this.reply(message, 'error', { reason: 'Presence track payload must be a map' });
      diff = this.ctx.presence.track(this.topic, this.config.presenceKey, this, meta);
    } else if (event === 'untrack') {
      diff = this.ctx.presence.untrack(this.topic, this, this.config.presenceKey);
    } else {
      return this.reply(message, 'error', {});
    }
    this.reply(message, 'ok', {});
    if (diff) this.broadcastPresenceDiff(diff);
  }

  private broadcastPresenceDiff(diff: PresenceDiff): void {
    const payloadJson = JSON.stringify(diff);
    for (const member of this.ctx.members.get(this.topic) ?? []) {
      member.conn.send(encodeRaw(member.conn.vsn, null, null, this.topic, 'presence_diff', payloadJson));
    }
  }

  /** A refreshed token: no reply; re-checked, and postgres_changes re-subscribed with its claims. */
  private async onAccessToken(message: InboundMessage): Promise<void> {
    const token = isObject(message.payload) ? message.payload.access_token : undefined;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === this.accessToken) return;
    const check = await checkToken(this.ctx.keys, token);
    if (this.closed) return;
    if (!check.ok) return this.shutdown(check.message);
    if (this.config.private) {
      const reads = await readAccess(this.ctx.pool, this.subTopic, check.claims, this.ctx.log);
      if (this.closed) return;
      if (!reads.broadcast && !reads.presence) return this.shutdown(`You do not have permissions to read from this Channel topic: ${this.subTopic}`);
      this.writes = undefined;
    }
    this.accessToken = token;
    this.claims = check.claims;
    this.armExpiry(check.exp);
    if (this.bindings.length > 0) {
      const subscribed = await this.subscribePostgres();
      if (!this.closed && subscribed.message !== 'Subscription superseded') this.pushSystem('postgres_changes', subscribed.status, subscribed.message);
    }
  }
}
