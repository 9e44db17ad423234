import MaskedPattern from 'imask/esm/masked/pattern';

/**
 * Server masks use imask's pattern syntax: `0` a digit, `a` a letter, `*` any character, anything
 * else is a fixed character. The mask formats what the player types; the value keeps the formatting.
 */
export function applyMask(mask: string | undefined, typed: string): string {
  if (!mask || !isReadableMask(mask)) return typed;
  try {
    const masked = new MaskedPattern({ mask, lazy: true });
    masked.resolve(typed);
    return masked.value;
  } catch {
    // A mask imask cannot read: the field is typed as plain text and the backend checks it.
    return typed;
  }
}

/** Whether a masked value fills its mask, e.g. every digit of a phone number is there. */
export function isMaskComplete(mask: string | undefined, value: string): boolean {
  if (!mask || !isReadableMask(mask)) return true;
  try {
    const masked = new MaskedPattern({ mask, lazy: true });
    masked.resolve(value);
    return masked.isComplete;
  } catch {
    return true;
  }
}

/**
 * imask reads any string and silently drops what it cannot place; a mask with no input slot or
 * with unbalanced brackets would eat everything the player types, so it is not applied.
 */
export function isReadableMask(mask: string): boolean {
  if (!/[0a*]/.test(mask.replace(/\\./g, ''))) return false;
  let optional = 0;
  let fixed = 0;
  for (const char of mask) {
    if (char === '[') optional += 1;
    else if (char === ']') optional -= 1;
    else if (char === '{') fixed += 1;
    else if (char === '}') fixed -= 1;
    if (optional < 0 || fixed < 0) return false;
  }
  return optional === 0 && fixed === 0;
}

/** A pattern mask from an example number: every digit becomes a digit slot, spaces stay. */
export const maskFromExample = (example: string): string => example.replace(/\d/g, '0');
