/**
 * The CORS allow-list (docs/security.md): the site's own origin and any extra origins listed
 * (comma separated, e.g. a preview deploy). A loopback site also allows its other loopback
 * spelling (127.0.0.1 / localhost), as a developer may open either. Any other origin gets no
 * Access-Control-Allow-Origin, so its browser withholds the answer. Plain TypeScript: the
 * function (_shared/cors.ts) and the local gateway (local/cors.ts) both use it.
 */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (url.hostname === '127.0.0.1') return [`${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`];
  if (url.hostname === 'localhost') return [`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ''}`];
  return [];
}

export function allowedOrigins(siteUrl: string | undefined, extra: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const entry of [siteUrl ?? '', ...(extra ?? '').split(',')]) {
    const text = entry.trim();
    if (!text) continue;
    try {
      const origin = new URL(text).origin;
      origins.add(origin);
      for (const twin of loopbackTwins(origin)) origins.add(twin);
    } catch {
      // Not a URL: no origin to allow.
    }
  }
  return origins;
}
