import { describe, expect, it } from 'vitest';
import { scriptSources } from './web-js';

describe('scriptSources', () => {
  it('lists external scripts once, in document order, without the nomodule polyfills', () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script></head>' +
      '<body><script src="/_next/static/chunks/b.js?x=1&amp;y=2" async=""></script><script src="/_next/static/chunks/a.js" async=""></script><script>inline()</script></body>';
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?x=1&y=2']);
  });
});
