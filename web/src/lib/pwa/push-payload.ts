/**
 * What a Web Push carries (docs/product.md#reminders): JSON `{title, body, url, tag}` encrypted by the
 * sender (supabase/functions/_shared/web-push.ts). Anything missing or malformed falls back to a plain
 * reminder that opens the Today screen, so a push never shows an empty notification.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export const DEFAULT_PUSH: PushPayload = {
  title: 'Money Train Academy',
  body: "Today's step is waiting.",
  url: '/dashboard',
  tag: 'mta-reminder',
};

const text = (value: unknown, fallback: string, max: number): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : fallback;

export function parsePushPayload(raw: string | undefined | null): PushPayload {
  let data: Record<string, unknown> = {};
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    if (raw && raw.trim() !== '') data = { body: raw };
  }
  const url = text(data.url, DEFAULT_PUSH.url, 200);
  return {
    title: text(data.title, DEFAULT_PUSH.title, 80),
    body: text(data.body, DEFAULT_PUSH.body, 200),
    // Only a path inside the app.
    url: url.startsWith('/') && !url.startsWith('//') ? url : DEFAULT_PUSH.url,
    tag: text(data.tag, DEFAULT_PUSH.tag, 40),
  };
}
