/**
 * Where an invitation link was shared, as the banner words it. Only the sources the app itself
 * writes into links (direct, and the share buttons' networks) are shown; any other `source` text
 * in a link is ignored, since whoever made the link chose it (docs/referral-guards.md).
 */
const SOURCES: Record<string, string> = {
  direct: 'a direct link',
  email: 'e-mail',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  whatsapp: 'WhatsApp',
};

export function sourceLabel(source: string | null): string | null {
  if (source === null) return null;
  return Object.hasOwn(SOURCES, source) ? (SOURCES[source] ?? null) : null;
}
