import { describe, expect, it } from 'vitest';

import { stationName } from './missions.ts';

describe('stationName', () => {
  it('says the station once', () => {
    expect(stationName(1, 'Know Your Why')).toBe('Station 1: Know Your Why');
    expect(stationName(1, 'Station 1: Know Your Why')).toBe('Station 1: Know Your Why');
    expect(stationName(3, 'station 3 - Conversations')).toBe('station 3 - Conversations');
    expect(stationName(3, 'Station 30 ideas')).toBe('Station 3: Station 30 ideas');
    expect(stationName(2, null)).toBe('Station 2');
    expect(stationName(2, '  ')).toBe('Station 2');
  });
});
