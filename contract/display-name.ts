/**
 * A person's name where someone else reads it under the app's authority (the signup banner, the
 * invitation e-mail): the profile name (at most 100 characters) with anything but letters, marks,
 * digits, spaces and ' . , - & ( ) removed, and a dot followed by a letter or digit split off (so
 * "evil.example" cannot read as a domain a mail program turns into a link), so it cannot carry a
 * link, markup, control or direction-override characters, or a line break into a fixed template
 * (docs/referral-guards.md).
 */
export const DISPLAY_NAME_MAX = 100;

export function displayName(name: string): string {
  const kept = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N} '.,&()-]+/gu, ' ')
    .replace(/\.(?=[\p{L}\p{N}])/gu, '. ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(kept).slice(0, DISPLAY_NAME_MAX).join('').trim();
  return cut === '' ? 'A Money Train Academy member' : cut;
}
