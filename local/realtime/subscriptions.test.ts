/**
 * postgres_changes parameters parsed as hosted Realtime parses them (its doctests), including
 * the error texts clients receive in `system` messages.
 */
import { describe, expect, it } from 'vitest';
import { paramsToLog, parseSubscriptionParams, SubscriptionRegistry, type Subscription } from './subscriptions';

describe('parseSubscriptionParams', () => {
  it('accepts schema, table and filter in the combinations Realtime accepts', () => {
    expect(parseSubscriptionParams({ event: 'insert', schema: 'public', table: 'messages', filter: 'subject=eq.hey' })).toEqual({
      ok: true,
      value: { action: 'INSERT', schema: 'public', table: 'messages', filters: [{ column: 'subject', op: 'eq', value: 'hey', negate: false }], select: null },
    });
    expect(parseSubscriptionParams({ event: '*', schema: 'public' })).toMatchObject({ ok: true, value: { action: '*', schema: 'public', table: '*' } });
    expect(parseSubscriptionParams({ table: 'messages' })).toMatchObject({ ok: true, value: { schema: 'public', table: 'messages' } });
    expect(parseSubscriptionParams({ event: 'bogus', schema: 's', table: 't', select: ['a'] })).toMatchObject({
      ok: true,
      value: { action: '*', select: ['a'] },
    });
  });

  it('refuses what Realtime refuses, with its messages', () => {
    expect(parseSubscriptionParams({})).toEqual({
      ok: false,
      error: 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to: %{}',
    });
    expect(parseSubscriptionParams({ schema: 'public', table: 't', filter: null })).toMatchObject({ ok: false });
    expect(parseSubscriptionParams({ schema: 'public', table: 't', filter: 'a=foo.1' })).toEqual({
      ok: false,
      error: 'Error parsing `filter` params: ["foo", "1"]',
    });
    expect(parseSubscriptionParams({ schema: '*', select: ['a'] })).toEqual({
      ok: false,
      error: 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    });
    expect(parseSubscriptionParams({ schema: 's', table: 't', select: 'a' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('Error parsing `select` params'),
    });
  });

  it('describes parameters as Realtime logs them', () => {
    const parsed = parseSubscriptionParams({ event: '*', schema: 'public', table: 'todos', filter: 'id=eq.1' });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(paramsToLog(parsed.value)).toBe('[event: *, schema: public, table: todos, filters: [{"id", "eq", "1", false}], select: nil]');
  });
});

describe('SubscriptionRegistry', () => {
  it('indexes subscriptions by every table they cover', () => {
    const registry = new SubscriptionRegistry();
    const subscription = {
      tables: new Map([
        [1, {}],
        [2, {}],
      ]),
    } as unknown as Subscription;
    registry.add(subscription);
    expect(registry.has(2)).toBe(true);
    expect([...registry.forRelation(1)]).toEqual([subscription]);
    registry.remove(subscription);
    expect(registry.has(1)).toBe(false);
    expect(registry.forRelation(1).size).toBe(0);
  });
});
