/**
 * Where an invitation link was shared, as the banner words it. Only the sources the app itself
 * writes into links (direct, and the share buttons' networks) are shown; any other `source` text
 * in a link is ignored, since whoever made the link chose it (docs/referral-guards.md).
 */
import type { LinkSource } from '@contract/rules.ts';

const SOURCES: Record<LinkSource, string> = {
  direct: 'a direct link',
  email: 'e-mail',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  whatsapp: 'WhatsApp',
};

/** The link's source when it is one the app writes, else null. */
export function knownSource(source: string | null): LinkSource | null {
  return source !== null && Object.hasOwn(SOURCES, source) ? (source as LinkSource) : null;
}

export function sourceLabel(source: string | null): string | null {
  const known = knownSource(source);
  return known ? SOURCES[known] : null;
}
