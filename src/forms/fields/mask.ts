import type MaskedPattern from 'imask/esm/masked/pattern';

/**
 * imask, loaded the first time a page shows a masked field (a server mask, a phone): about 9 KB
 * gzip that a method without one never needs. It is code, not state: one copy serves every cashier.
 */
let Pattern: typeof MaskedPattern | null = null;
let loading: Promise<void> | null = null;

export function loadMasks(): Promise<void> {
  loading ??= import('imask/esm/masked/pattern').then(
    (module) => {
      Pattern = module.default;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const masksReady = (): boolean => Pattern !== null;

/** Whether a field is typed through a mask: a readable server mask, or a phone (its country's). */
export const needsMask = (field: { mask?: string; type: string }): boolean =>
  field.type === 'phone_with_prefix' || (!!field.mask && isReadableMask(field.mask));

/**
 * Server masks use imask's pattern syntax: `0` a digit, `a` a letter, `*` any character, anything
 * else is a fixed character. Null for no mask, or one imask cannot read (the field is then typed as
 * plain text and the backend checks it).
 */
function resolveMask(mask: string | undefined, text: string): MaskedPattern | null {
  if (!mask || !isReadableMask(mask) || !Pattern) return null;
  try {
    const masked = new Pattern({ mask, lazy: true });
    masked.resolve(text);
    return masked;
  } catch {
    return null;
  }
}

/** What typing leaves in a masked field: the text in the mask's format (as typed until imask has loaded). */
export const applyMask = (mask: string | undefined, typed: string): string => resolveMask(mask, typed)?.value ?? typed;

/**
 * Whether a value fills its mask (a purse number with all its digits); true without a mask. Until
 * imask has loaded a masked value cannot be confirmed, so it is not complete yet.
 */
export function isMaskComplete(mask: string | undefined, value: string): boolean {
  if (!mask || !isReadableMask(mask)) return true;
  return resolveMask(mask, value)?.isComplete ?? false;
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
