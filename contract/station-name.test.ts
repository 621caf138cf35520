import { describe, expect, it } from 'vitest';

import { stationName, titleWithoutStation } from './missions.ts';

describe('stationName', () => {
  it('says the station once', () => {
    expect(stationName(1, 'Know Your Why')).toBe('Station 1: Know Your Why');
    expect(stationName(1, 'Station 1: Know Your Why')).toBe('Station 1: Know Your Why');
    expect(stationName(3, 'station 3 - Conversations')).toBe('station 3 - Conversations');
    expect(stationName(3, 'Station 30 ideas')).toBe('Station 3: Station 30 ideas');
    expect(stationName(2, null)).toBe('Station 2');
    expect(stationName(2, '  ')).toBe('Station 2');
  });

  it('knows a translated title that names its station', () => {
    expect(stationName(1, 'Estación 1: Descubre tu porqué')).toBe('Estación 1: Descubre tu porqué');
    expect(stationName(1, 'ESTACIÓN 1: Descubre tu porqué')).toBe('ESTACIÓN 1: Descubre tu porqué');
    expect(stationName(3, 'المحطة 3: محادثات تبني التواصل')).toBe('المحطة 3: محادثات تبني التواصل');
    expect(stationName(2, 'المحطة 3: محادثات')).toBe('Station 2: المحطة 3: محادثات');
  });
});

describe('titleWithoutStation', () => {
  it('takes the station off the front, in every language', () => {
    expect(titleWithoutStation(1, 'Station 1: Know Your Why')).toBe('Know Your Why');
    expect(titleWithoutStation(1, 'Estación 1: Descubre tu porqué')).toBe('Descubre tu porqué');
    expect(titleWithoutStation(3, 'المحطة 3: محادثات تبني التواصل')).toBe('محادثات تبني التواصل');
    expect(titleWithoutStation(3, 'station 3 - Conversations')).toBe('Conversations');
    expect(titleWithoutStation(3, 'Conversations That Connect')).toBe('Conversations That Connect');
    expect(titleWithoutStation(3, 'Station 30 ideas')).toBe('Station 30 ideas');
  });
});
