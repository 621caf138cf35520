/**
 * What an e-mailed link brought back to /auth/callback (docs/accounts.md): the auth server
 * redirects there with its answer in the URL fragment, as hosted Supabase does —
 * a session (`access_token`, `refresh_token`, `type` = signup | recovery | email_change | …),
 * an error (`error_code`, `error_description`: an invalid, used or expired link), or a message
 * (the first of the two links of an e-mail change).
 */
export type LinkOutcome =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string }
  | { kind: 'error'; code: string; description: string }
  | { kind: 'message'; message: string }
  | { kind: 'none' };

export function parseLinkFragment(hash: string): LinkOutcome {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = fields.get('access_token');
  const refreshToken = fields.get('refresh_token');
  if (accessToken && refreshToken) return { kind: 'session', accessToken, refreshToken, type: fields.get('type') ?? '' };
  const code = fields.get('error_code') ?? fields.get('error');
  if (code) return { kind: 'error', code, description: fields.get('error_description') ?? '' };
  const message = fields.get('message');
  if (message) return { kind: 'message', message };
  return { kind: 'none' };
}

/** The words people see for a link that did not work (catalogue ids: docs/decisions.md#languages). */
export function linkErrorId(outcome: { code: string }): 'link.expired' | 'link.suspended' | 'link.failed.text' {
  if (outcome.code === 'otp_expired') return 'link.expired';
  if (outcome.code === 'user_banned') return 'link.suspended';
  return 'link.failed.text';
}
