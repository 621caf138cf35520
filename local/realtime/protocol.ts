/**
 * The Phoenix channel wire format that realtime-js speaks (research D.2, G).
 *
 * vsn 2.0.0 (realtime-js's default): text frames are JSON arrays `[join_ref, ref, topic, event,
 * payload]`; a client broadcast push arrives as binary kind 3 ("userBroadcastPush") and the only
 * binary frame realtime-js can decode is kind 4 ("userBroadcast"), so broadcasts go out as kind 4
 * or as text, and everything else as text. vsn 1.0.0 (Phoenix's JSON objects) is accepted too.
 */

export type Vsn = '1.0.0' | '2.0.0';

/** A user broadcast that came in as binary kind 3; the payload bytes are forwarded untouched. */
export interface BinaryBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  payload: Buffer;
}

export interface InboundMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  /** The JSON payload of a text frame (for a binary broadcast: the decoded JSON, or null). */
  payload: unknown;
  binary?: BinaryBroadcast;
}

/** A frame we could not decode; carries whatever was readable so the server can still reply. */
export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly partial: Partial<Pick<InboundMessage, 'joinRef' | 'ref' | 'topic'>> = {},
  ) {
    super(message);
  }
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;
const MAX_FIELD_BYTES = 255;

function refOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new ProtocolError('join_ref and ref must be strings or null');
}

export function parseVsn(raw: string | null | undefined): Vsn {
  return raw !== null && raw !== undefined && raw.startsWith('2.') ? '2.0.0' : '1.0.0';
}

/** Decodes a text frame of either protocol version. */
export function decodeText(text: string, vsn: Vsn): InboundMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProtocolError('frame is not valid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new ProtocolError('expected a V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    const partial = { joinRef: safeRef(joinRef), ref: safeRef(ref), topic: typeof topic === 'string' ? topic : undefined };
    if (typeof topic !== 'string' || typeof event !== 'string') {
      throw new ProtocolError('topic and event must be strings', partial);
    }
    return { joinRef: refOrNull(joinRef), ref: refOrNull(ref), topic, event, payload };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ProtocolError('expected a V1 object');
  }
  const message = parsed as Record<string, unknown>;
  const partial = {
    joinRef: safeRef(message.join_ref),
    ref: safeRef(message.ref),
    topic: typeof message.topic === 'string' ? message.topic : undefined,
  };
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') {
    throw new ProtocolError('topic and event must be strings', partial);
  }
  return {
    joinRef: refOrNull(message.join_ref),
    ref: refOrNull(message.ref),
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  };
}

function safeRef(value: unknown): string | null {
  try {
    return refOrNull(value);
  } catch {
    return null;
  }
}

/**
 * Decodes a binary frame. Only kind 3 (userBroadcastPush) is defined for clients:
 * kind, join_ref/ref/topic/event/metadata byte lengths, payload encoding, the five strings, payload.
 */
export function decodeBinary(frame: Buffer): InboundMessage {
  if (frame.length < 7) throw new ProtocolError('binary frame too short');
  const kind = frame.readUInt8(0);
  if (kind !== USER_BROADCAST_PUSH) throw new ProtocolError(`unsupported binary frame kind ${kind}`);
  const joinRefSize = frame.readUInt8(1);
  const refSize = frame.readUInt8(2);
  const topicSize = frame.readUInt8(3);
  const eventSize = frame.readUInt8(4);
  const metadataSize = frame.readUInt8(5);
  const encodingByte = frame.readUInt8(6);
  let offset = 7;
  const take = (size: number): string => {
    if (offset + size > frame.length) throw new ProtocolError('binary frame shorter than its header says');
    const text = frame.toString('utf8', offset, offset + size);
    offset += size;
    return text;
  };
  const joinRef = take(joinRefSize);
  const ref = take(refSize);
  const topic = take(topicSize);
  const partial = { joinRef: joinRef || null, ref: ref || null, topic };
  const event = take(eventSize);
  const metadata = take(metadataSize);
  if (metadata !== '') {
    try {
      JSON.parse(metadata);
    } catch {
      throw new ProtocolError('binary frame metadata is not JSON', partial);
    }
  }
  if (encodingByte !== JSON_ENCODING && encodingByte !== BINARY_ENCODING) {
    throw new ProtocolError(`unknown payload encoding ${encodingByte}`, partial);
  }
  const payload = frame.subarray(offset);
  let decoded: unknown = null;
  if (encodingByte === JSON_ENCODING) {
    // Checked here so that no receiver is ever handed a frame its decoder would choke on.
    try {
      decoded = JSON.parse(payload.toString('utf8'));
    } catch {
      throw new ProtocolError('broadcast payload is not valid JSON', partial);
    }
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: decoded,
    binary: { event, encoding: encodingByte === JSON_ENCODING ? 'json' : 'binary', payload },
  };
}

/**
 * Encodes a text frame whose payload is already serialized JSON (so one serialization of a
 * large postgres change can be shared by every subscriber).
 */
export function encodeRaw(vsn: Vsn, joinRef: string | null, ref: string | null, topic: string, event: string, payloadJson: string): string {
  if (vsn === '2.0.0') {
    return `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`;
  }
  return `{"join_ref":${JSON.stringify(joinRef)},"ref":${JSON.stringify(ref)},"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson}}`;
}

export function encodeMessage(vsn: Vsn, joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): string {
  return encodeRaw(vsn, joinRef, ref, topic, event, JSON.stringify(payload));
}

export function encodeReply(vsn: Vsn, joinRef: string | null, ref: string | null, topic: string, status: 'ok' | 'error', response: unknown = {}): string {
  return encodeMessage(vsn, joinRef, ref, topic, 'phx_reply', { status, response });
}

/** Binary kind 4: kind, topic/event/metadata byte lengths, encoding, the three strings, payload. */
export function encodeUserBroadcast(topic: string, event: string, encoding: 'json' | 'binary', payload: Buffer, metadata = ''): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  const metadataBytes = Buffer.from(metadata, 'utf8');
  for (const [name, bytes] of [
    ['topic', topicBytes],
    ['event', eventBytes],
    ['metadata', metadataBytes],
  ] as const) {
    if (bytes.length > MAX_FIELD_BYTES) throw new Error(`${name} is longer than ${MAX_FIELD_BYTES} bytes`);
  }
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metadataBytes.length,
    encoding === 'json' ? JSON_ENCODING : BINARY_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metadataBytes, payload]);
}

/** The kind-3 frame realtime-js sends for `channel.send(...)` (used by the tests). */
export function encodeUserBroadcastPush(
  joinRef: string,
  ref: string,
  topic: string,
  event: string,
  encoding: 'json' | 'binary',
  payload: Buffer,
  metadata = '',
): Buffer {
  const fields = [joinRef, ref, topic, event, metadata].map((text) => Buffer.from(text, 'utf8'));
  const header = Buffer.from([USER_BROADCAST_PUSH, ...fields.map((bytes) => bytes.length), encoding === 'json' ? JSON_ENCODING : BINARY_ENCODING]);
  return Buffer.concat([header, ...fields, payload]);
}
