/** Presence state and diffs in the shapes realtime-js's Phoenix Presence syncs from. */
import { describe, expect, it } from 'vitest';
import { Presence } from './presence';

describe('Presence', () => {
  it('tracks, updates and untracks with Phoenix diffs', () => {
    const presence = new Presence();
    const alice = {};
    const bob = {};
    const joined = presence.track('realtime:room', 'u1', alice, { name: 'alice' });
    const ref = joined?.joins.u1?.metas[0]?.phx_ref;
    expect(joined).toEqual({ joins: { u1: { metas: [{ name: 'alice', phx_ref: ref }] } }, leaves: {} });
    expect(presence.track('realtime:room', 'u1', alice, { name: 'alice' })).toBeNull();

    presence.track('realtime:room', 'u2', bob, { name: 'bob' });
    expect(Object.keys(presence.state('realtime:room'))).toEqual(['u1', 'u2']);

    const updated = presence.track('realtime:room', 'u1', alice, { name: 'alice', away: true });
    expect(updated?.leaves.u1?.metas[0]).toEqual({ name: 'alice', phx_ref: ref });
    expect(updated?.joins.u1?.metas[0]).toMatchObject({ name: 'alice', away: true, phx_ref_prev: ref });

    const left = presence.untrack('realtime:room', bob);
    expect(left?.leaves.u2?.metas[0]).toMatchObject({ name: 'bob' });
    expect(presence.untrack('realtime:room', bob)).toBeNull();
    expect(Object.keys(presence.state('realtime:room'))).toEqual(['u1']);
    expect(presence.state('realtime:other')).toEqual({});
  });
});
