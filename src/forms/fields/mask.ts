import MaskedPattern from 'imask/esm/masked/pattern';

/**
 * Server masks use imask's pattern syntax: `0` a digit, `a` a letter, `*` any character, anything
 * else is a fixed character. Null for no mask, or one imask cannot read (the field is then typed as
 * plain text and the backend checks it).
 */
function resolveMask(mask: string | undefined, text: string): MaskedPattern | null {
  if (!mask || !isReadableMask(mask)) return null;
  try {
    const masked = new MaskedPattern({ mask, lazy: true });
    masked.resolve(text);
    return masked;
  } catch {
    return null;
  }
}

/** What typing leaves in a masked field: the text in the mask's format. */
export const applyMask = (mask: string | undefined, typed: string): string => resolveMask(mask, typed)?.value ?? typed;

/** Whether a value fills its mask (a purse number with all its digits); true without a mask. */
export const isMaskComplete = (mask: string | undefined, value: string): boolean => resolveMask(mask, value)?.isComplete ?? true;

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
