/**
 * Where an e-mail link may send the browser (GoTrue's isRedirectURLValid): the site itself (same
 * host name as the site URL), or a URL matching an entry of config.toml's
 * additional_redirect_urls, where `*` stands for any characters but `.` and `/` and `**` for any
 * characters at all. Anything else falls back to the site URL, so a link can never carry a session
 * to a host the project did not list.
 */
import type { IncomingMessage } from 'node:http';
import type { AuthOptions } from './options';

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const ch = pattern[index] as string;
    if (ch === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index++;
    } else if (ch === '*') source += '[^./]*';
    else if (ch === '?') source += '[^./]';
    else source += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function isRedirectAllowed(opts: Pick<AuthOptions, 'siteUrl' | 'additionalRedirectUrls'>, candidate: string): boolean {
  if (candidate === '') return false;
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return false;
  }
  try {
    if (new URL(opts.siteUrl).hostname === target.hostname) return true;
  } catch {
    // a site URL that does not parse allows nothing by itself
  }
  return opts.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(candidate));
}

/**
 * The redirect of a request (GoTrue's GetReferrer): its `redirect_to` when allowed, else its
 * Referer when allowed, else the site URL.
 */
export function redirectTarget(opts: Pick<AuthOptions, 'siteUrl' | 'additionalRedirectUrls'>, req: IncomingMessage, url: URL, bodyRedirect = ''): string {
  const asked = url.searchParams.get('redirect_to') ?? bodyRedirect;
  if (isRedirectAllowed(opts, asked)) return asked;
  const referer = req.headers.referer ?? '';
  if (isRedirectAllowed(opts, referer)) return referer;
  return opts.siteUrl;
}
