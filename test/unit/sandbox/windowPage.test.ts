// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { windowPageAs } from '../../../demo/sandbox/server';
import { runningSandbox } from './runningSandbox';

describe("the sandbox's payment window page", () => {
  const sandbox = runningSandbox();

  it('is served never to be framed, with no base, no plugins and no referrer', async () => {
    const response = await fetch(`${sandbox.base()}/cashier/static/payment-window.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; base-uri 'none'; object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('is asked for again each time, and answered 304 with its headers while the copy the browser holds is current (the prefetched copy)', async () => {
    for (const file of ['payment-window.html']) {
      const url = `${sandbox.base()}/cashier/static/${file}`;
      const first = await fetch(url);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await fetch(url, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      if (file.endsWith('.html')) expect(again.headers.get('x-frame-options')).toBe('DENY');
      expect((await fetch(url, { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200);
    }
  });

  it('loads its style and script under hashed names, which may be kept for good (a browser that prefetches only what it may keep has them)', async () => {
    const html = await (await fetch(`${sandbox.base()}/cashier/static/payment-window.html`)).text();
    const named = [...html.matchAll(/(?:href|src)="(chunks\/payment-window-\w+\.(?:css|js))"/g)].map((match) => match[1]!);
    expect(named).toHaveLength(2);
    for (const file of named) {
      const response = await fetch(`${sandbox.base()}/cashier/static/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("names the sandbox's own slider stand-in as its slider script, as a deployment would", async () => {
    const html = await (await fetch(`${sandbox.base()}/cashier/static/payment-window.html`)).text();
    expect(html).toContain('<meta name="payment-cashier-slider-script" content="/sandbox/captcha/standin.js?api=slider">');
  });

  it('lists the host pages on other origins its API answers by name (SANDBOX_ALLOWED_ORIGINS), as an operator lists theirs', async () => {
    const page = async () => (await fetch(`${sandbox.base()}/cashier/static/payment-window.html`)).text();
    expect(await page()).toContain('<meta name="payment-cashier-host-origins" content="">');
    const before = process.env.SANDBOX_ALLOWED_ORIGINS;
    process.env.SANDBOX_ALLOWED_ORIGINS = 'https://casino.example, https://m.casino.example';
    try {
      expect(await page()).toContain('<meta name="payment-cashier-host-origins" content="https://casino.example https://m.casino.example">');
    } finally {
      if (before === undefined) delete process.env.SANDBOX_ALLOWED_ORIGINS;
      else process.env.SANDBOX_ALLOWED_ORIGINS = before;
    }
  });

  it('writes the host origins into their meta as text, never as markup', () => {
    const html = '<meta name="payment-cashier-host-origins" content="">';
    expect(windowPageAs(html, 'https://a.example/s.js', ['https://a.example', '"><script>x</script>'])).toBe(
      '<meta name="payment-cashier-host-origins" content="https://a.example &#34;&#62;&#60;script&#62;x&#60;/script&#62;">',
    );
  });

  it('writes the script into the meta as text, never as markup', () => {
    const html = '<meta name="payment-cashier-slider-script" content="https://static.geetest.com/v4/gt4.js">';
    expect(windowPageAs(html, 'https://a.example/"><script>x</script>')).toBe(
      '<meta name="payment-cashier-slider-script" content="https://a.example/&#34;&#62;&#60;script&#62;x&#60;/script&#62;">',
    );
  });
});
