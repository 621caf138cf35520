/**
 * The screens that speak the learner's language so far (docs/decisions.md, "Languages"): a route
 * carries `handle: TRANSLATED`; every other screen is still English and shown left to right.
 */
import type { UIMatch } from 'react-router-dom';

export const TRANSLATED = { translated: true } as const;

export const isTranslatedScreen = (matches: UIMatch[]): boolean =>
  matches.some((match) => (match.handle as Partial<typeof TRANSLATED> | undefined)?.translated === true);
