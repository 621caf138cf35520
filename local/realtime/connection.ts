/**
 * One client WebSocket: decodes frames, answers heartbeats at once, and runs everything else
 * in order per topic (a join may wait on the database; later pushes to that topic wait for it,
 * other topics do not). A frame that cannot be decoded or handled gets an error reply where it
 * can be addressed and a log line, never an exception out of the server.
 */
import type { RawData, WebSocket } from 'ws';
import { Channel, type ChannelConnection, type ServerContext } from './channel';
import { decodeBinary, decodeText, encodeReply, ProtocolError, type InboundMessage, type Vsn } from './protocol';

/** Phoenix closes a socket that sent nothing for this long (realtime-js heartbeats every 25 s). */
export const IDLE_TIMEOUT_MS = 60_000;
/** A client that does not read is cut off rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export class Connection implements ChannelConnection {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apiKeyClaims: Record<string, unknown>,
    private readonly ctx: ServerContext,
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', (error) => ctx.log(`realtime: websocket error: ${error.message}`));
  }

  /** Whether one of this socket's channels was joined as the user `sub`. */
  joinedAs(sub: string): boolean {
    return [...this.channels.values()].some((channel) => channel.subject === sub);
  }

  send(frame: string | Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ctx.log('realtime: closing a client that stopped reading');
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, { binary: typeof frame !== 'string' });
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    this.lastSeen = Date.now();
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    let message: InboundMessage;
    try {
      message = isBinary ? decodeBinary(bytes) : decodeText(bytes.toString('utf8'), this.vsn);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.ctx.log(`realtime: bad frame from client: ${reason}`);
      if (error instanceof ProtocolError && error.partial.topic !== undefined) {
        this.send(encodeReply(this.vsn, error.partial.joinRef ?? null, error.partial.ref ?? null, error.partial.topic, 'error', { reason }));
      }
      return;
    }
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.send(encodeReply(this.vsn, null, message.ref, 'phoenix', 'ok', {}));
      return;
    }
    const previous = this.queues.get(message.topic) ?? Promise.resolve();
    const next = previous
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        this.ctx.log(`realtime: ${message.event} on ${message.topic} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        this.send(encodeReply(this.vsn, message.joinRef, message.ref, message.topic, 'error', { reason: 'Unknown Error on Channel' }));
      });
    this.queues.set(message.topic, next);
    void next.finally(() => {
      if (this.queues.get(message.topic) === next) this.queues.delete(message.topic);
    });
  }

  private async handle(message: InboundMessage): Promise<void> {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (message.event === 'phx_join') {
      if (!message.topic.startsWith('realtime:')) {
        this.send(encodeReply(this.vsn, message.joinRef, message.ref, message.topic, 'error', { reason: 'unmatched topic' }));
        return;
      }
      await Channel.join(this.ctx, this, message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      this.send(encodeReply(this.vsn, message.joinRef, message.ref, message.topic, 'error', { reason: 'unmatched topic' }));
      return;
    }
    // A push meant for an earlier join of this topic raced its replacement: drop it, as Phoenix does.
    if (message.joinRef !== null && channel.joinRef !== null && message.joinRef !== channel.joinRef) return;
    await channel.handle(message);
  }

  private onClose(): void {
    for (const channel of [...this.channels.values()]) channel.close();
  }
}
