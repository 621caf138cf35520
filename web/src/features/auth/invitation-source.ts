/**
 * Where an invitation link was shared, as the banner words it. Only the sources the app itself
 * writes into links (direct, and the share buttons' networks) are shown; any other `source` text
 * in a link is ignored, since whoever made the link chose it (docs/referral-guards.md).
 */
import type { LinkSource } from '@contract/rules.ts';
import type { MessageId, Translate } from '@/i18n';

/** A message id for the sources said in words; the networks' own names are the same in every language. */
const SOURCES: Record<LinkSource, MessageId | { name: string }> = {
  direct: 'auth.invitation.source.direct',
  email: 'auth.invitation.source.email',
  facebook: { name: 'Facebook' },
  linkedin: { name: 'LinkedIn' },
  twitter: { name: 'X (Twitter)' },
  whatsapp: { name: 'WhatsApp' },
};

/** The link's source when it is one the app writes, else null. */
export function knownSource(source: string | null): LinkSource | null {
  return source !== null && Object.hasOwn(SOURCES, source) ? (source as LinkSource) : null;
}

export function sourceLabel(t: Translate, source: string | null): string | null {
  const known = knownSource(source);
  if (!known) return null;
  const label = SOURCES[known];
  return typeof label === 'string' ? t(label) : label.name;
}
