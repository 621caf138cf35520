// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONFIG_MARKER, injectConfig } from './web-config';

describe('injectConfig', () => {
  it('replaces the marker with a JSON data block, not a script that runs', () => {
    const html = `<head>${CONFIG_MARKER}<script type="module" src="/x.js"></script></head>`;
    const out = injectConfig(html, { supabaseUrl: 'http://127.0.0.1:1', supabaseKey: 'key' });
    expect(out).toContain('<script type="application/json" id="mta-config">{"supabaseUrl":"http://127.0.0.1:1","supabaseKey":"key"}</script>');
    expect(out).not.toContain(CONFIG_MARKER);
    expect(out).not.toContain('window.');
  });

  it('cannot be broken out of: "<" in a value is escaped, and the JSON still parses to the value', () => {
    const hostile = '</script><script>alert(1)</script>';
    const out = injectConfig(CONFIG_MARKER, { supabaseUrl: hostile, supabaseKey: 'k' });
    expect(out).not.toContain('</script><script>');
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/.exec(out)?.[1] ?? '';
    expect((JSON.parse(json) as { supabaseUrl: string }).supabaseUrl).toBe(hostile);
  });
});
