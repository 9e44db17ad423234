import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

/** DOMPurify replaced by one that lets everything through, as a broken DOM would. */
async function sanitizerOverBrokenPurify() {
  vi.resetModules();
  vi.doMock('dompurify', () => ({ default: () => ({ addHook() {}, sanitize: (html: string) => html }) }));
  return (await import('../../../src/security/sanitizeHtml')).sanitizeServerHtml;
}

describe('the sanitiser checks its own output', () => {
  it('shows plain text when markup or a handler is left in', async () => {
    const sanitize = await sanitizerOverBrokenPurify();
    expect(sanitize('<b>Declined</b> <img src=x onerror="alert(1)">')).toBe('Declined');
    expect(sanitize('<b onclick="alert(1)">Pay</b> & go')).toBe('Pay &amp; go');
    expect(sanitize('<svg><script>alert(1)</script></svg>Card "x"')).toBe('alert(1) Card &quot;x&quot;');
  });
  it('passes allowed formatting through', async () => {
    const sanitize = await sanitizerOverBrokenPurify();
    const allowed = '<p>Card <b>declined</b>, <a href="https://help.example" target="_blank" rel="noopener noreferrer">help</a><br></p>';
    expect(sanitize(allowed)).toBe(allowed);
  });
});
