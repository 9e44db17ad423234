/** Spec §9: a card number is shown in blocks of 4. */
export const CARD_GROUP_SIZE = 4;

/** Spaces (no-break and thin ones too) and dashes that people and servers put into card numbers. */
const SEPARATORS = /[\s\u00a0\u2007\u202f\-\u2010-\u2015]+/g;

/** Digits, and the marks that stand for hidden digits in a masked number ("411111******1111"). */
const CARD_CHARACTERS = /^[0-9*•xX]+$/;

/** The value without separators if it is a card number (at least one digit, masked digits allowed), else null. */
function compactCardNumber(value: string): string | null {
  const compact = value.replace(SEPARATORS, '');
  return CARD_CHARACTERS.test(compact) && /[0-9]/.test(compact) ? compact : null;
}

/**
 * The card number as plain digits, for the clipboard: "4111 1111-1111 1111" → "4111111111111111".
 * Any other value (an IBAN, a phone with a plus, a name) comes back unchanged.
 */
export function cardNumberDigits(value: string): string {
  return compactCardNumber(value) ?? value;
}

/**
 * "4111111111111111" → "4111 1111 1111 1111"; "4111-1111 1111-1" → "4111 1111 1111 1".
 * Separators are dropped first; masked digits count as digits. Any other value is left alone.
 */
export function groupCardNumber(value: string): string {
  const compact = compactCardNumber(value);
  if (compact === null) return value;
  const groups: string[] = [];
  for (let start = 0; start < compact.length; start += CARD_GROUP_SIZE) groups.push(compact.slice(start, start + CARD_GROUP_SIZE));
  return groups.join(' ');
}
