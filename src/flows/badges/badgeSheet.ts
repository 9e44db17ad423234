import type { Cashier } from '../../state/cashier';
import { assetTextOf } from '../../state/assetText';
import { oncePerCashier } from '../../state/oncePerCashier';
import { isSvgImage, MAX_SVG_IMAGE_BYTES } from '../../state/svgImage';

/** The badges the operator's mark goes on (spec §9 badge types 2 brand and 8 exclusive); "popular" is the widget's own. */
export const MARKED_BADGES = ['brand', 'exclusive'] as const;

/** A badge mark is a few hundred bytes: a larger file is not read to its end. */
export const MAX_BADGE_BYTES = MAX_SVG_IMAGE_BYTES;

/** Each cashier's badge stylesheets by address: made once. */
const sheetOnce = oncePerCashier<CSSStyleSheet>();
/** Every badge stylesheet made, so that a newer one (or none) replaces it in a root. */
export const badgeSheets = new WeakSet<CSSStyleSheet>();

/**
 * The rule that draws the operator's badge mark (the handshake's `assets.badge`, an asset text)
 * before the brand and exclusive badges of the lists. The SVG is an
 * image (`data:`, base64), so nothing in it runs; a text that is not an SVG, or too large (not
 * read past MAX_BADGE_BYTES), is skipped with a console warning, as a failed or non-OK answer is
 * skipped quietly. What cannot be shown is asked for again later (oncePerCashier).
 */
export function badgeSheetOf(cashier: Cashier, url: string): Promise<CSSStyleSheet | null> {
  return sheetOnce(cashier, url, async () => {
    const text = await assetTextOf(cashier, url, { maxBytes: MAX_BADGE_BYTES });
    if (text === null) return null;
    if (!isSvgImage(text)) {
      console.warn('[payment-cashier] the badge asset is not an SVG image: not shown');
      return null;
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(badgeRule(svgDataUrl(text)));
    badgeSheets.add(sheet);
    return sheet;
  });
}

/** base64 of the text's UTF-8 bytes: only letters, digits, +, / and =, safe inside a CSS url(""). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export const badgeRule = (dataUrl: string): string =>
  `${MARKED_BADGES.map((badge) => `.badge--${badge}::before`).join(',')}{content:"";display:inline-block;inline-size:1em;block-size:1em;margin-inline-end:.25em;vertical-align:-.125em;background:url("${dataUrl}") center/contain no-repeat}`;
