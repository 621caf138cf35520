import { describe, expect, it } from 'vitest';

import { injectedConfig } from '../config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('injectedConfig', () => {
  it('reads the JSON data block the app server writes', () => {
    const doc = documentWith('<script type="application/json" id="mta-config">{"supabaseUrl":"http://x","supabaseAnonKey":"k\\u003c"}</script>');
    expect(injectedConfig(doc)).toEqual({ supabaseUrl: 'http://x', supabaseAnonKey: 'k<' });
  });

  it('is undefined without a block, or when the block is not a JSON object', () => {
    expect(injectedConfig(documentWith(''))).toBeUndefined();
    expect(injectedConfig(documentWith('<script type="application/json" id="mta-config">{oops</script>'))).toBeUndefined();
    expect(injectedConfig(documentWith('<script type="application/json" id="mta-config">"text"</script>'))).toBeUndefined();
  });
});
