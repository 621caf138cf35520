import { describe, expect, it } from 'vitest';

import { MissingConfigError, injectedConfig, readConfig } from '../config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('injectedConfig', () => {
  it('reads the JSON data block the app server writes', () => {
    const doc = documentWith('<script type="application/json" id="mta-config">{"supabaseUrl":"http://x","supabaseKey":"k\\u003c"}</script>');
    expect(injectedConfig(doc)).toEqual({ supabaseUrl: 'http://x', supabaseKey: 'k<' });
  });

  it('is undefined without a block, or when the block is not a JSON object', () => {
    expect(injectedConfig(documentWith(''))).toBeUndefined();
    expect(injectedConfig(documentWith('<script type="application/json" id="mta-config">{oops</script>'))).toBeUndefined();
    expect(injectedConfig(documentWith('<script type="application/json" id="mta-config">"text"</script>'))).toBeUndefined();
  });
});

describe('readConfig', () => {
  it('prefers the publishable key of a hosted build, and still takes the legacy anon key alone', () => {
    const env = { VITE_SUPABASE_URL: 'https://ref.supabase.co/', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', VITE_SUPABASE_ANON_KEY: 'eyJ.legacy' };
    expect(readConfig(undefined, env)).toEqual({ supabaseUrl: 'https://ref.supabase.co', supabaseKey: 'sb_publishable_x' });
    expect(readConfig(undefined, { VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: 'eyJ.legacy' }).supabaseKey).toBe('eyJ.legacy');
    expect(readConfig({ supabaseUrl: 'http://local', supabaseKey: 'sb_publishable_local' }, env).supabaseKey).toBe('sb_publishable_local');
  });

  it("reads the CAPTCHA widget: the data block's (the local stand-in), or a hosted build's provider and site key with the provider's script", () => {
    const base = { VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' };
    expect(readConfig(undefined, base).captcha).toBeUndefined();
    expect(readConfig(undefined, { ...base, VITE_CAPTCHA_PROVIDER: 'turnstile', VITE_CAPTCHA_SITE_KEY: '1x00000000000000000000AA' }).captcha).toEqual({
      provider: 'turnstile',
      siteKey: '1x00000000000000000000AA',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    });
    expect(readConfig(undefined, { ...base, VITE_CAPTCHA_PROVIDER: 'recaptcha', VITE_CAPTCHA_SITE_KEY: 'k' }).captcha).toBeUndefined();
    const local = { provider: 'turnstile' as const, siteKey: 'local-site-key', scriptUrl: 'http://127.0.0.1:4000/api.js' };
    expect(readConfig({ supabaseUrl: 'http://local', supabaseKey: 'k', captcha: local }, base).captcha).toEqual(local);
  });

  it('names what is missing', () => {
    expect(() => readConfig(undefined, { VITE_SUPABASE_URL: 'https://ref.supabase.co' })).toThrow(MissingConfigError);
    expect(() => readConfig(undefined, { VITE_SUPABASE_URL: 'https://ref.supabase.co' })).toThrow(/VITE_SUPABASE_PUBLISHABLE_KEY/);
  });
});
