/**
 * The wire format against realtime-js's own serializer (the judge of what the client sends and
 * can read) and against the frames captured from supabase-js 2.119 (research G.1, G.2).
 */
import Serializer from '@supabase/realtime-js/dist/module/lib/serializer.js';
import { describe, expect, it } from 'vitest';
import { decodeBinary, decodeText, encodeMessage, encodeReply, encodeUserBroadcast, parseVsn, ProtocolError } from './protocol';

/** G.1: `channel.send({type:'broadcast', event:'cursor', payload:{x:1}})` on realtime:room1. */
const CAPTURED_KIND_3 = '0301010e06000136377265616c74696d653a726f6f6d31637572736f727b2278223a317d';
/** G.2: a kind-4 broadcast the client decoded as {event:'cursor', payload:{binary:true}}. */
const CAPTURED_KIND_4 = '040e0600017265616c74696d653a726f6f6d32637572736f727b2262696e617279223a747275657d';

const serializer = new Serializer();

function clientEncode(message: { join_ref: string | null; ref: string | null; topic: string; event: string; payload: unknown }): string | ArrayBuffer {
  let encoded: string | ArrayBuffer = '';
  serializer.encode(message as never, (result: string | ArrayBuffer) => (encoded = result));
  return encoded;
}

function clientDecode(raw: string | ArrayBuffer): { join_ref: unknown; ref: unknown; topic: unknown; event: unknown; payload: unknown } {
  let decoded = {} as ReturnType<typeof clientDecode>;
  serializer.decode(raw as never, (result: typeof decoded) => (decoded = result));
  return decoded;
}

const toArrayBuffer = (buffer: Buffer): ArrayBuffer => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

describe('text frames', () => {
  it('decodes the V2 arrays realtime-js sends', () => {
    const frame = clientEncode({ join_ref: '6', ref: '6', topic: 'realtime:room1', event: 'phx_join', payload: { config: {} } });
    expect(decodeText(frame as string, '2.0.0')).toEqual({ joinRef: '6', ref: '6', topic: 'realtime:room1', event: 'phx_join', payload: { config: {} } });
  });

  it('decodes V1 objects', () => {
    const frame = JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3', join_ref: null });
    expect(decodeText(frame, '1.0.0')).toEqual({ joinRef: null, ref: '3', topic: 'phoenix', event: 'heartbeat', payload: {} });
  });

  it('encodes replies and pushes the client decodes', () => {
    const reply = encodeReply('2.0.0', '6', '7', 'realtime:room1', 'ok', { postgres_changes: [] });
    expect(reply).toBe('["6","7","realtime:room1","phx_reply",{"status":"ok","response":{"postgres_changes":[]}}]');
    expect(clientDecode(encodeMessage('2.0.0', null, null, 'realtime:a', 'broadcast', { event: 'e' }))).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:a',
      event: 'broadcast',
      payload: { event: 'e' },
    });
    expect(JSON.parse(encodeMessage('1.0.0', null, '1', 'phoenix', 'phx_reply', {}))).toEqual({
      join_ref: null,
      ref: '1',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: {},
    });
  });

  it('rejects malformed frames, keeping what it could read for the error reply', () => {
    expect(() => decodeText('not json', '2.0.0')).toThrow(ProtocolError);
    expect(() => decodeText('{"topic":"x"}', '2.0.0')).toThrow('expected a V2 array');
    try {
      decodeText('["1","2","realtime:x",42,{}]', '2.0.0');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ProtocolError);
      expect((error as ProtocolError).partial).toEqual({ joinRef: '1', ref: '2', topic: 'realtime:x' });
    }
    expect(() => decodeText('[{},"2","t","e",{}]', '2.0.0')).toThrow('join_ref and ref must be strings or null');
  });

  it('reads the protocol version from the vsn parameter', () => {
    expect(parseVsn('2.0.0')).toBe('2.0.0');
    expect(parseVsn('1.0.0')).toBe('1.0.0');
    expect(parseVsn(null)).toBe('1.0.0');
  });
});

describe('binary kind 3 (client broadcast push)', () => {
  it('decodes the captured frame', () => {
    const message = decodeBinary(Buffer.from(CAPTURED_KIND_3, 'hex'));
    expect(message).toMatchObject({ joinRef: '6', ref: '7', topic: 'realtime:room1', event: 'broadcast', payload: { x: 1 } });
    expect(message.binary?.event).toBe('cursor');
    expect(message.binary?.encoding).toBe('json');
    expect(message.binary?.payload.toString()).toBe('{"x":1}');
  });

  it('decodes what realtime-js encodes, multi-byte text and raw binary payloads included', () => {
    const json = clientEncode({
      join_ref: '12',
      ref: '13',
      topic: 'realtime:sala-ñ',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'café', payload: { emoji: '🚂' } },
    });
    const decoded = decodeBinary(Buffer.from(json as ArrayBuffer));
    expect(decoded).toMatchObject({ joinRef: '12', ref: '13', topic: 'realtime:sala-ñ', payload: { emoji: '🚂' } });
    expect(decoded.binary?.event).toBe('café');

    const bytes = new Uint8Array([0, 1, 2, 255]).buffer;
    const raw = decodeBinary(
      Buffer.from(
        clientEncode({
          join_ref: '1',
          ref: '2',
          topic: 'realtime:r',
          event: 'broadcast',
          payload: { type: 'broadcast', event: 'blob', payload: bytes },
        }) as ArrayBuffer,
      ),
    );
    expect(raw.binary?.encoding).toBe('binary');
    expect([...(raw.binary?.payload ?? [])]).toEqual([0, 1, 2, 255]);
  });

  it('rejects frames it cannot trust', () => {
    expect(() => decodeBinary(Buffer.from([3, 0, 0]))).toThrow('too short');
    expect(() => decodeBinary(Buffer.from(CAPTURED_KIND_4, 'hex'))).toThrow('unsupported binary frame kind 4');
    const truncated = Buffer.from(CAPTURED_KIND_3, 'hex').subarray(0, 12);
    expect(() => decodeBinary(truncated)).toThrow('shorter than its header says');
    const badJson = Buffer.concat([Buffer.from(CAPTURED_KIND_3, 'hex').subarray(0, 7 + 1 + 1 + 14 + 6), Buffer.from('{nope')]);
    try {
      decodeBinary(badJson);
      expect.unreachable();
    } catch (error) {
      expect((error as ProtocolError).message).toBe('broadcast payload is not valid JSON');
      expect((error as ProtocolError).partial.topic).toBe('realtime:room1');
    }
  });
});

describe('binary kind 4 (server broadcast)', () => {
  it('matches the captured frame byte for byte', () => {
    expect(encodeUserBroadcast('realtime:room2', 'cursor', 'json', Buffer.from('{"binary":true}')).toString('hex')).toBe(CAPTURED_KIND_4);
  });

  it('is decoded by realtime-js into a broadcast', () => {
    const frame = encodeUserBroadcast('realtime:room2', 'ünïcode', 'json', Buffer.from(JSON.stringify({ n: 1, s: '🚂' })));
    expect(clientDecode(toArrayBuffer(frame))).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:room2',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'ünïcode', payload: { n: 1, s: '🚂' } },
    });
    const binary = clientDecode(toArrayBuffer(encodeUserBroadcast('realtime:r', 'blob', 'binary', Buffer.from([9, 8]))));
    expect([...new Uint8Array((binary.payload as { payload: ArrayBuffer }).payload)]).toEqual([9, 8]);
  });

  it('refuses fields longer than the one-byte length allows', () => {
    expect(() => encodeUserBroadcast('realtime:r', 'x'.repeat(256), 'json', Buffer.from('{}'))).toThrow('event is longer than 255 bytes');
  });
});
