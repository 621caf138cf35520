/**
 * The project's API keys as this function gets them (docs/decisions.md, "Both API key
 * generations"): hosted Supabase sets the new keys as JSON objects of name → key,
 * SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS (the key named `default` is used; single
 * SUPABASE_PUBLISHABLE_KEY / SUPABASE_SECRET_KEY secrets are read too), and the legacy JWT keys as
 * SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY. The new keys win when present, so the function
 * keeps working after the legacy keys are switched off. Every caller reads its key here.
 */

type Env = (name: string) => string | undefined;

/** The keys of a `…_KEYS` variable: a JSON object of name → key (hosted), else a comma-separated list. */
function listed(value: string | undefined): { preferred?: string; all: string[] } {
  const text = value?.trim();
  if (!text) return { all: [] };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
      );
      const all = entries.map(([, key]) => key.trim());
      return { preferred: entries.find(([name]) => name === 'default')?.[1].trim() ?? all[0], all };
    }
  } catch {
    /* not JSON: a list */
  }
  const all = text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return { preferred: all[0], all };
}

export interface ApiKeys {
  /** For calls as the anon role (the key set, Storage as a user): publishable, else legacy anon. */
  publicKey: string;
  /**
   * For calls as service_role (deleting an auth user) and sign-up and sign-in on a caller's behalf
   * (only a secret key may send the caller's address, Sb-Forwarded-For): secret, else legacy
   * service_role (which hosted Auth does not take a forwarded address from).
   */
  secretKey: string;
  /** Bearer values that mean "nobody signed in": every publishable key and the legacy anon key. */
  anonymousBearers: ReadonlySet<string>;
}

export function apiKeysFrom(env: Env): ApiKeys {
  const publishable = listed(env('SUPABASE_PUBLISHABLE_KEYS'));
  const secret = listed(env('SUPABASE_SECRET_KEYS'));
  const single = (name: string) => env(name)?.trim() || undefined;
  const anon = single('SUPABASE_ANON_KEY');
  const publicKey = publishable.preferred ?? single('SUPABASE_PUBLISHABLE_KEY') ?? anon ?? '';
  const secretKey = secret.preferred ?? single('SUPABASE_SECRET_KEY') ?? single('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const anonymousBearers = new Set([...publishable.all, single('SUPABASE_PUBLISHABLE_KEY'), anon].filter((key): key is string => !!key));
  return { publicKey, secretKey, anonymousBearers };
}

export const apiKeys: ApiKeys = apiKeysFrom((name) => Deno.env.get(name));
