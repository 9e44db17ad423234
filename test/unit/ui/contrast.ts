/**
 * WCAG 2.2 contrast, and the colour pairs of the cashier's stylesheets read from the CSS text itself
 * (no value is copied here by hand): the theme tokens of `.cashier` and `.cashier[data-theme="dark"]`,
 * and every rule's text colour on its background, borders and outlines on the ground around them.
 */

export type Rgba = readonly [number, number, number, number];
export type Theme = 'light' | 'dark';

const NAMED: Record<string, Rgba> = {
  black: [0, 0, 0, 1],
  white: [255, 255, 255, 1],
  transparent: [0, 0, 0, 0],
};

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a%)`, `rgb(r, g, b)`, black, white, transparent. */
export function parseColor(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (value in NAMED) return NAMED[value];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return [byte(0), byte(1), byte(2), full.length === 8 ? byte(3) / 255 : 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(value);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  return undefined;
}

/** WCAG relative luminance: sRGB channels linearised, weighted 0.2126 / 0.7152 / 0.0722. */
export function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A colour painted over an opaque one (source-over). */
export function over([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba {
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
}

/** The WCAG contrast ratio of two colours, 1 to 21; a translucent foreground is painted over the background first. */
export function contrast(foreground: string | Rgba, background: string | Rgba): number {
  const read = (c: string | Rgba) => {
    const parsed = typeof c === 'string' ? parseColor(c) : c;
    if (!parsed) throw new Error(`not a colour: ${String(c)}`);
    return parsed;
  };
  const bg = read(background);
  if (bg[3] < 1) throw new Error('the background must be opaque');
  const fg = over(read(foreground), bg);
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// ---- the stylesheet ----

export interface Rule {
  selector: string;
  declarations: Map<string, string>;
}

/** Flat list of style rules: comments dropped, `@media` blocks opened, `@keyframes` skipped. */
export function parseRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let i = 0;
  const parseBlock = (end: number) => {
    while (i < end) {
      const open = text.indexOf('{', i);
      if (open < 0 || open >= end) return;
      const prelude = text.slice(i, open).trim();
      // Find the matching brace.
      let depth = 1;
      let j = open + 1;
      for (; j < text.length && depth > 0; j++) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
      }
      const close = j - 1;
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        i = open + 1;
        parseBlock(close);
      } else if (!prelude.startsWith('@')) {
        const declarations = new Map<string, string>();
        for (const part of text.slice(open + 1, close).split(';')) {
          const colon = part.indexOf(':');
          if (colon < 0) continue;
          declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
        }
        for (const selector of prelude.split(',')) rules.push({ selector: selector.trim().replace(/\s+/g, ' '), declarations });
      }
      i = close + 1;
    }
  };
  parseBlock(text.length);
  return rules;
}

const DARK_PREFIX = '.cashier[data-theme="dark"]';

/** The theme tokens (`--accent` …): each `var(--cashier-x, fallback)` read as its fallback, dark over light. */
export function themeTokens(rules: Rule[], theme: Theme): Map<string, string> {
  const tokens = new Map<string, string>();
  const read = (selector: string) => {
    for (const rule of rules.filter((r) => r.selector === selector)) {
      for (const [name, value] of rule.declarations) {
        if (!name.startsWith('--')) continue;
        const fallback = /^var\(--cashier-[\w-]+,\s*(.+)\)$/.exec(value)?.[1];
        tokens.set(name, fallback ?? value);
      }
    }
  };
  read('.cashier');
  if (theme === 'dark') read(DARK_PREFIX);
  return tokens;
}

/**
 * Each selector's declarations as they apply in a theme: rules under `.cashier[data-theme="dark"]`
 * override the plain ones in the dark theme and are left out of the light one. Other `.cashier[…]`
 * prefixes (direction, breakpoint) are dropped; `:host` rules and the token rules are left out.
 */
export function themedRules(rules: Rule[], theme: Theme): Map<string, Map<string, string>> {
  const merged = new Map<string, Map<string, string>>();
  for (const pass of ['plain', 'dark'] as const) {
    if (pass === 'dark' && theme === 'light') continue;
    for (const rule of rules) {
      if (rule.selector.startsWith(':host')) continue;
      const dark = rule.selector.startsWith(DARK_PREFIX);
      if ((pass === 'dark') !== dark) continue;
      const selector = rule.selector.replace(/^(\.cashier\[[^\]]+\]\s*)+/, '').trim() || '.cashier';
      const target = merged.get(selector) ?? new Map<string, string>();
      for (const [name, value] of rule.declarations) if (!name.startsWith('--')) target.set(name, value);
      merged.set(selector, target);
    }
  }
  return merged;
}

/** A declared colour in a theme: tokens resolved, `color-mix(in srgb, X P%, transparent)` as X at P% alpha. */
export function resolveColor(value: string, tokens: Map<string, string>): Rgba | undefined {
  const v = value.trim();
  const variable = /^var\((--[\w-]+)(?:,\s*(.+))?\)$/.exec(v);
  if (variable) {
    const token = tokens.get(variable[1]!) ?? variable[2];
    return token === undefined ? undefined : resolveColor(token, tokens);
  }
  const mix = /^color-mix\(in srgb,\s*(.+?)\s+([\d.]+)%,\s*transparent\)$/.exec(v);
  if (mix) {
    const base = resolveColor(mix[1]!, tokens);
    return base && [base[0], base[1], base[2], (base[3] * Number(mix[2])) / 100];
  }
  return parseColor(v);
}

/** The colour of a `background` (shorthand with one colour, or `background-color`), if any. */
function backgroundOf(declarations: Map<string, string>): string | undefined {
  return declarations.get('background-color') ?? declarations.get('background');
}

/** The colour part of a border or outline shorthand (`1px solid var(--x)`), or of `border-color`. */
function strokeColors(declarations: Map<string, string>): { property: string; value: string }[] {
  const out: { property: string; value: string }[] = [];
  for (const [property, value] of declarations) {
    if (/^(border|outline)(-(block|inline)(-(start|end))?|-(top|right|bottom|left))?$/.test(property)) {
      const color = /(var\([^)]*\)|#[0-9a-f]{3,8}\b|rgba?\([^)]*\))/i.exec(value)?.[1];
      if (color) out.push({ property, value: color });
    } else if (/^(border|outline)(-[\w]+)*-color$/.test(property)) {
      out.push({ property, value });
    }
  }
  return out;
}

/** `.snackbar__text a` → `.snackbar`; `.status--success .status__icon` → `.status`: the BEM block of the first class. */
const blockOf = (selector: string) => /^\.([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/.exec(selector)?.[1];
/** `.dropdown__option[aria-selected="true"]` → `dropdown__option`: the BEM element of the last compound. */
const elementOf = (selector: string) => {
  const last = selector.split(/[\s>+~]+/).pop() ?? '';
  return /^\.([a-z0-9-]+(?:__[a-z0-9-]+)?)/.exec(last)?.[1]?.replace(/--[a-z0-9-]+$/, '');
};

export interface Pair {
  theme: Theme;
  selector: string;
  kind: 'text' | 'non-text';
  what: string;
  foreground: Rgba;
  background: Rgba;
  ratio: number;
  minimum: number;
}

export interface PairOptions {
  /** Selectors whose background holds no text (a video, an icon's fill): their inherited text is not checked. */
  noText?: ReadonlySet<string>;
  /** Border colours that only decorate (cards, dividers): not a component's boundary. */
  decorativeBorders?: ReadonlySet<string>;
}

const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
export const describePair = (p: Pair) =>
  `${p.theme} ${p.selector} ${p.what}: ${hex(p.foreground)} on ${hex(p.background)} = ${p.ratio.toFixed(2)}:1 (needs ${p.minimum}:1)`;

/**
 * Every colour pair the stylesheets make in a theme:
 * - text: each rule's `color` on its own opaque background; without one, on the background of
 *   another rule for the same element (a highlighted option) or of its BEM block (the snackbar's
 *   link on the snackbar), else on both page grounds, `--bg` and `--surface`. A rule with a
 *   background but no colour carries the inherited `--text`. 4.5:1.
 * - non-text: outlines (the focus ring) and component borders against the rule's background or the
 *   grounds; the theme's `--focus` and `--control-border` against both grounds. 3:1.
 */
export function colourPairs(rules: Rule[], theme: Theme, options: PairOptions = {}): Pair[] {
  const tokens = themeTokens(rules, theme);
  const styled = themedRules(rules, theme);
  const color = (value: string) => resolveColor(value, tokens);
  const grounds = (['--bg', '--surface'] as const).map((name) => ({ name, rgba: color(`var(${name})`)! }));
  const pairs: Pair[] = [];
  const seen = new Set<string>();
  const push = (selector: string, kind: Pair['kind'], what: string, fg: Rgba, bg: Rgba) => {
    const background = bg[3] < 1 ? over(bg, grounds[1]!.rgba) : bg;
    const key = `${selector} ${kind} ${hex(over(fg, background))} ${hex(background)}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push({ theme, selector, kind, what, foreground: over(fg, background), background, ratio: contrast(fg, background), minimum: kind === 'text' ? 4.5 : 3 });
  };
  /** Backgrounds a rule's content sits on: its own, else its element's or block's, else the grounds (translucent ones over each ground). */
  const backgroundsFor = (selector: string, own: string | undefined): { label: string; rgba: Rgba }[] => {
    const mine = own && color(own);
    if (mine && mine[3] === 1) return [{ label: own!, rgba: mine }];
    const out: { label: string; rgba: Rgba }[] = [];
    const block = blockOf(selector);
    const blockBg = block && styled.get(`.${block}`) && backgroundOf(styled.get(`.${block}`)!);
    const blockRgba = blockBg ? color(blockBg) : undefined;
    const base = blockRgba && blockRgba[3] === 1 ? [{ label: `.${block} ${blockBg}`, rgba: blockRgba }] : grounds.map((g) => ({ label: g.name, rgba: g.rgba }));
    out.push(...base);
    const element = elementOf(selector);
    for (const [other, declarations] of styled) {
      if (other === selector || !element || elementOf(other) !== element) continue;
      const otherBg = backgroundOf(declarations);
      const rgba = otherBg ? color(otherBg) : undefined;
      if (!rgba || rgba[3] === 0) continue;
      for (const b of base) out.push({ label: `${other} ${otherBg} over ${b.label}`, rgba: rgba[3] < 1 ? over(rgba, b.rgba) : rgba });
    }
    return out;
  };

  for (const [selector, declarations] of styled) {
    const ownBg = backgroundOf(declarations);
    const textValue = declarations.get('color');
    const fg = textValue ? color(textValue) : undefined;
    const ownRgba = ownBg ? color(ownBg) : undefined;
    if (fg) {
      for (const bg of backgroundsFor(selector, ownBg)) push(selector, 'text', `color ${textValue} on ${bg.label}`, fg, bg.rgba);
    } else if (!textValue && ownRgba && ownRgba[3] > 0 && !options.noText?.has(selector)) {
      const text = color('var(--text)')!;
      for (const ground of ownRgba[3] < 1 ? grounds : grounds.slice(0, 1)) {
        push(selector, 'text', `inherited --text on ${ownBg}`, text, ownRgba[3] < 1 ? over(ownRgba, ground.rgba) : ownRgba);
      }
    }
    for (const stroke of strokeColors(declarations)) {
      if (options.decorativeBorders?.has(stroke.value)) continue;
      const rgba = color(stroke.value);
      if (!rgba || rgba[3] === 0) continue;
      // Against what lies on either side of it: the page grounds, and the component's own background.
      const against: { label: string; rgba: Rgba }[] = grounds.map((g) => ({ label: g.name, rgba: g.rgba }));
      if (stroke.property.startsWith('border') && ownRgba && ownRgba[3] === 1) against.push({ label: ownBg!, rgba: ownRgba });
      for (const bg of against) push(selector, 'non-text', `${stroke.property} ${stroke.value} against ${bg.label}`, rgba, bg.rgba);
    }
  }
  for (const name of ['--focus', '--control-border']) {
    const rgba = color(`var(${name})`);
    if (!rgba) continue;
    for (const ground of grounds) push(`token ${name}`, 'non-text', `${name} against ${ground.name}`, rgba, ground.rgba);
  }
  return pairs;
}
