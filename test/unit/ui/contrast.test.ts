import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourPairs, contrast, describePair, luminance, parseColor, parseRules, type Theme, themeTokens } from './contrast';

// A path, not a URL: the happy-dom environment's URL is not the one node:fs takes.
const styles = join(dirname(fileURLToPath(import.meta.url)), '../../../src/styles');
const read = (name: string) => readFileSync(join(styles, name), 'utf8');
const rules = parseRules(`${read('cashier.css')}\n${read('pages.css')}\n${read('snackbar.css')}`);

// Backgrounds that hold no text, and borders that only decorate (cards, dividers, the spinner's track).
const options = {
  noText: new Set(['.video', '.copy__icon::after']),
  decorativeBorders: new Set(['var(--border)']),
};

describe('the contrast function (WCAG 2.2 relative luminance)', () => {
  it('gives the known ratios', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#fff')).toBe(1);
    expect(contrast('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrast('#fff', '#000')).toBe(contrast('#000', '#fff'));
    expect(luminance(parseColor('#808080')!)).toBeCloseTo(0.2159, 4);
  });

  it('fails a low-contrast pair', () => {
    expect(contrast('#777', '#888')).toBeLessThan(3);
    expect(contrast('#d5dae3', '#ffffff')).toBeLessThan(3);
  });

  it('finds a low-contrast pair in a stylesheet', () => {
    const css = `.cashier { --bg: var(--cashier-bg, #ffffff); --surface: var(--cashier-surface, #ffffff); --text: var(--cashier-text, #000); }
      .pale { background: #888; color: #777; } .faint__input { border: 1px solid #eee; }`;
    const failing = colourPairs(parseRules(css), 'light').filter((p) => p.ratio < p.minimum);
    expect(failing.some((p) => p.selector === '.pale' && p.kind === 'text')).toBe(true);
    expect(failing.some((p) => p.selector === '.faint__input' && p.kind === 'non-text')).toBe(true);
  });

  it('paints a translucent colour over the background first', () => {
    expect(contrast('rgb(0 0 0 / 0%)', '#fff')).toBe(1);
    expect(contrast('#00000080', '#fff')).toBeCloseTo(contrast('#7f7f7f', '#fff'), 2);
  });
});

describe('the stylesheets are read, not copied', () => {
  it('finds the tokens of both themes', () => {
    for (const theme of ['light', 'dark'] as Theme[]) {
      const tokens = themeTokens(rules, theme);
      for (const name of ['--accent', '--accent-contrast', '--bg', '--surface', '--text', '--muted', '--border', '--danger', '--focus']) {
        expect(parseColor(tokens.get(name) ?? ''), `${theme} ${name}`).toBeDefined();
      }
    }
    expect(themeTokens(rules, 'dark').get('--bg')).not.toBe(themeTokens(rules, 'light').get('--bg'));
  });

  it('finds the pairs the issue names', () => {
    const pairs = colourPairs(rules, 'light', options);
    const has = (selector: string, kind: 'text' | 'non-text') => pairs.some((p) => p.selector === selector && p.kind === kind);
    for (const selector of ['.cashier', '.button--primary', '.button--secondary', '.badge', '.badge--popular', '.banner', '.snackbar', '.snackbar__text a', '.field__error', '.status--decline .status__icon', '.entry__count']) {
      expect(has(selector, 'text'), selector).toBe(true);
    }
    for (const selector of [':focus-visible', '.field__input', '.search__input', '.field__input[aria-invalid="true"]', 'token --focus']) {
      expect(has(selector, 'non-text'), selector).toBe(true);
    }
  });
});

describe.each(['light', 'dark'] as Theme[])('WCAG 2.2 AA colours in the %s theme', (theme) => {
  const pairs = colourPairs(rules, theme, options);

  it('text is 4.5:1 on its background (1.4.3)', () => {
    const failing = pairs.filter((p) => p.kind === 'text' && p.ratio < p.minimum).map(describePair);
    expect(failing).toEqual([]);
  });

  it('focus rings, component borders and status icons are 3:1 (1.4.11)', () => {
    const failing = pairs.filter((p) => p.kind === 'non-text' && p.ratio < p.minimum).map(describePair);
    expect(failing).toEqual([]);
  });
});
