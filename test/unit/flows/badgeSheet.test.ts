import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeRule, badgeSheetOf, MAX_BADGE_BYTES, svgDataUrl } from '../../../src/flows/badges/badgeSheet';
import { testCashier } from '../ui/renderWithCashier';

// Spec §7 "asset text from a supplied URL" for the handshake's assets.badge: the mark the lists'
// brand and exclusive badges (spec §9 badge types 2 and 8) draw before their text.

const STAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z"/></svg>';

describe("the operator's badge mark", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is an image rule for the brand and exclusive badges, the SVG as base64 (nothing in it runs, nothing breaks out of the url)', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><text>"Ünïcode")}</text></svg>');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
    expect(new TextDecoder().decode(Uint8Array.from(atob(url.split(',')[1]!), (c) => c.charCodeAt(0)))).toContain('"Ünïcode")}');
    const rule = badgeRule(url);
    expect(rule.startsWith('.badge--brand::before,.badge--exclusive::before{')).toBe(true);
    expect(rule).not.toContain('popular');
  });

  it('is fetched once per cashier; a non-OK answer, a text that is not an SVG, or one too large gives none', async () => {
    const answers: Record<string, Response | (() => Response)> = {};
    const fetched = vi.fn(async (url: string) => {
      const answer = answers[url];
      return typeof answer === 'function' ? answer() : (answer ?? new Response('nope', { status: 404 }));
    });
    vi.stubGlobal('fetch', fetched);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers['https://operator.example/star.svg'] = () => new Response(`<?xml version="1.0"?>\n${STAR}`);
    answers['https://operator.example/page.html'] = () => new Response('<html><script>alert(1)</script></html>');
    answers['https://operator.example/huge.svg'] = () => new Response(`<svg>${' '.repeat(MAX_BADGE_BYTES)}</svg>`);
    const cashier = testCashier();
    const sheet = await badgeSheetOf(cashier, 'https://operator.example/star.svg');
    expect(sheet).toBeInstanceOf(CSSStyleSheet);
    expect(await badgeSheetOf(cashier, 'https://operator.example/star.svg')).toBe(sheet);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(await badgeSheetOf(cashier, 'https://operator.example/missing.svg')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(await badgeSheetOf(cashier, 'https://operator.example/page.html')).toBeNull();
    expect(await badgeSheetOf(cashier, 'https://operator.example/huge.svg')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(await badgeSheetOf(cashier, 'javascript:alert(1)')).toBeNull();
  });
});
