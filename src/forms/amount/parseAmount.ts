/**
 * Spec §5 parsing of a typed or pasted amount: spaces and apostrophes are dropped; a single comma
 * or dot is the decimal separator; with several separators the last one is the decimal.
 * A currency symbol or code at either end is ignored. Returns the amount as a canonical decimal
 * string ("1234.5"), or null when the text holds no amount.
 */
export function parseAmount(text: string): string | null {
  const digits = toAsciiDigits(text)
    .replace(/[\s\u00a0\u202f'’‘`´]/g, '')
    .replace(/^[^\d.,-]+|[^\d.,]+$/g, '');
  if (!/^\d*(?:[.,]\d*)*$/.test(digits) || !/\d/.test(digits)) return null;
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const integer = (last === -1 ? digits : digits.slice(0, last)).replace(/[.,]/g, '');
  const fraction = last === -1 ? '' : digits.slice(last + 1);
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Arabic-Indic and Persian digits, as some keyboards and locales type them, become 0–9, and the
 * Arabic decimal and group separators (٫ ٬) become '.' and ','.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/\u066b/g, '.').replace(/\u066c/g, ',').replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
