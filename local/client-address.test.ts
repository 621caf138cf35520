// @vitest-environment node
/**
 * The client address: what the gateway (the edge) leaves of a caller's headers, what the function
 * is handed, and how the auth server reads the result as GoTrue does (docs/architecture.md#the-client-address).
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { gotrueClientAddress, takeClientAddress } from './client-address';
import { forwardedHeaders } from './functions';

function incoming(headers: Record<string, string>, remoteAddress = '::ffff:127.0.0.5'): IncomingMessage {
  return { headers: { ...headers }, socket: { remoteAddress } } as unknown as IncomingMessage;
}

const FORGED = {
  'x-forwarded-for': '203.0.113.1, 10.0.0.1',
  'x-real-ip': '203.0.113.2',
  forwarded: 'for=203.0.113.3;proto=https',
  'cf-connecting-ip': '203.0.113.4',
  'true-client-ip': '203.0.113.5',
  'x-client-ip': '203.0.113.6',
};

describe('takeClientAddress (the gateway, for every request)', () => {
  it("drops every header naming a client address and sets X-Forwarded-For to the socket's", () => {
    const req = incoming({ ...FORGED, apikey: 'k', 'content-type': 'application/json' });
    expect(takeClientAddress(req)).toEqual({});
    expect(req.headers).toEqual({ apikey: 'k', 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.5' });
  });

  it('takes Sb-Forwarded-For out too, and answers it (its first entry, when an address) for the gateway to judge', () => {
    const req = incoming({ 'sb-forwarded-for': ' 198.51.100.7 , 10.0.0.1' });
    expect(takeClientAddress(req)).toEqual({ vouched: '198.51.100.7' });
    expect(req.headers['sb-forwarded-for']).toBeUndefined();
    expect(takeClientAddress(incoming({ 'sb-forwarded-for': 'somebody' }))).toEqual({});
    expect(takeClientAddress(incoming({ 'sb-forwarded-for': '2001:db8::1' }))).toEqual({ vouched: '2001:db8::1' });
  });
});

describe('gotrueClientAddress (the auth server, as GoTrue reads it)', () => {
  it('is the Sb-Forwarded-For address when forwarding is on, else the first X-Forwarded-For entry, else the socket', () => {
    const both = incoming({ 'sb-forwarded-for': '198.51.100.7', 'x-forwarded-for': '127.0.0.5' });
    expect(gotrueClientAddress(both, true)).toBe('198.51.100.7');
    expect(gotrueClientAddress(both, false)).toBe('127.0.0.5');
    expect(gotrueClientAddress(incoming({ 'sb-forwarded-for': 'nonsense', 'x-forwarded-for': '127.0.0.6' }), true)).toBe('127.0.0.6');
    expect(gotrueClientAddress(incoming({}, '::ffff:127.0.0.8'), true)).toBe('127.0.0.8');
  });
});

describe('forwardedHeaders (the gateway to a function)', () => {
  it("keeps the request's own headers, drops every client-address one and Host, and adds the socket's address", () => {
    const raw = ['Host', 'gateway', 'apikey', 'k', 'X-Forwarded-For', '203.0.113.1', 'X-Real-IP', '203.0.113.2', 'Sb-Forwarded-For', '198.51.100.7'];
    for (const [name, value] of Object.entries(FORGED)) raw.push(name, value);
    expect(forwardedHeaders(raw, '127.0.0.5')).toEqual(['apikey', 'k', 'x-forwarded-for', '127.0.0.5']);
  });
});
