import { describe, expect, it } from 'vitest';

import { DISPLAY_NAME_MAX, displayName } from './display-name.ts';

describe('displayName', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ["  Zoë  O'Brien-Núñez  ", "Zoë O'Brien-Núñez"],
    ['Zoë <b>Bold</b> & "Co"', 'Zoë b Bold b & Co'],
    ['Bob\r\nBcc: victim@example.com', 'Bob Bcc victim example. com'],
    ['Claim $500 at https://evil.example/win', 'Claim 500 at https evil. example win'],
    ['J.R. Smith (Team 7)', 'J. R. Smith (Team 7)'],
    ['\u202Eevil\u202C', 'evil'],
    ['李小龍', '李小龍'],
  ])('%j reads as %j', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it('keeps at most 100 characters and never answers blank', () => {
    expect(Array.from(displayName('ä'.repeat(300)))).toHaveLength(DISPLAY_NAME_MAX);
    expect(displayName('<<<>>>')).toBe('A Money Train Academy member');
  });
});
