// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONFIG_MARKER, injectConfig } from './web-config';

describe('injectConfig', () => {
  it('replaces the marker with a script that sets window.__MTA_CONFIG__', () => {
    const html = `<head>${CONFIG_MARKER}<script type="module" src="/x.js"></script></head>`;
    const out = injectConfig(html, { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'key' });
    expect(out).toContain('<script>window.__MTA_CONFIG__={"supabaseUrl":"http://127.0.0.1:1","supabaseAnonKey":"key"}</script>');
    expect(out).not.toContain(CONFIG_MARKER);
  });

  it('cannot be broken out of: "<" in a value is escaped', () => {
    const out = injectConfig(CONFIG_MARKER, { supabaseUrl: '</script><script>alert(1)</script>', supabaseAnonKey: 'k' });
    expect(out).not.toContain('</script><script>');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
  });
});
