import type Masked from 'imask/esm/masked/base';
import type MaskedDate from 'imask/esm/masked/date';
import type MaskedEnum from 'imask/esm/masked/enum';
import type MaskedNumber from 'imask/esm/masked/number';
import type MaskedPattern from 'imask/esm/masked/pattern';
import type MaskedRange from 'imask/esm/masked/range';

/** imask's masks, once loaded. */
interface MaskKit {
  Pattern: typeof MaskedPattern;
  Date: typeof MaskedDate;
  Range: typeof MaskedRange;
  Enum: typeof MaskedEnum;
  Number: typeof MaskedNumber;
}

/**
 * imask, loaded the first time a page shows a masked field (a server mask, a phone): code that a
 * method without one never needs. It is code, not state: one copy serves every cashier.
 */
let kit: MaskKit | null = null;
let loading: Promise<void> | null = null;

export function loadMasks(): Promise<void> {
  loading ??= Promise.all([
    import('imask/esm/masked/pattern'),
    import('imask/esm/masked/date'),
    import('imask/esm/masked/range'),
    import('imask/esm/masked/enum'),
    import('imask/esm/masked/number'),
  ]).then(
    ([pattern, date, range, enumeration, number]) => {
      kit = { Pattern: pattern.default, Date: date.default, Range: range.default, Enum: enumeration.default, Number: number.default };
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const masksReady = (): boolean => kit !== null;

/** Spec §5 "Other": the years a date mask takes. */
export const DATE_MASK_YEARS = { min: 1900, max: 9999 } as const;
/** Spec §9: a number mask's defaults: two decimals, a comma before them. */
export const NUMBER_MASK = { scale: 2, radix: ',' } as const;

/**
 * What a server mask asks for (spec §5 "Other"; README "Readings of the specification"): `date`
 * (day.month.year), `range:{from}-{to}` (a whole number between), `enum:{a}|{b}|…` (one of the
 * values), `number` (NUMBER_MASK's defaults), else an imask pattern (`0` a digit, `a` a letter, `*`
 * any character, anything else fixed). Null for no mask, or one that cannot be read (the field is
 * then typed as plain text and the backend checks it).
 */
export type MaskKind =
  | { kind: 'date' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'enum'; values: string[] }
  | { kind: 'number' }
  | { kind: 'pattern'; mask: string };

export function maskKindOf(mask: string | undefined): MaskKind | null {
  if (!mask) return null;
  const named = /^(\w+)(?::(.*))?$/s.exec(mask);
  switch (named?.[1]?.toLowerCase()) {
    case 'date':
      return named![2] === undefined ? { kind: 'date' } : null;
    case 'number':
      return named![2] === undefined ? { kind: 'number' } : null;
    case 'range': {
      const bounds = /^(\d{1,9})-(\d{1,9})$/.exec(named![2] ?? '');
      const [from, to] = [Number(bounds?.[1]), Number(bounds?.[2])];
      return bounds && from <= to ? { kind: 'range', from, to } : null;
    }
    case 'enum': {
      const values = (named![2] ?? '').split('|').filter(Boolean);
      return values.length ? { kind: 'enum', values } : null;
    }
  }
  return isReadableMask(mask) ? { kind: 'pattern', mask } : null;
}

function maskedOf(kind: MaskKind, masks: MaskKit): Masked {
  switch (kind.kind) {
    case 'date':
      return new masks.Date({ min: new Date(DATE_MASK_YEARS.min, 0, 1), max: new Date(DATE_MASK_YEARS.max, 11, 31), lazy: true });
    case 'range':
      return new masks.Range({ from: kind.from, to: kind.to, autofix: 'pad', lazy: true });
    case 'enum':
      return new masks.Enum({ enum: kind.values, lazy: true });
    case 'number':
      return new masks.Number({ ...NUMBER_MASK });
    case 'pattern':
      return new masks.Pattern({ mask: kind.mask, lazy: true });
  }
}

/** Whether a field is typed through a mask: a readable server mask, or a phone (its country's). */
export const needsMask = (field: { mask?: string; type: string }): boolean => field.type === 'phone_with_prefix' || maskKindOf(field.mask) !== null;

/**
 * Runs `then` once imask is in for fields that need it: at once when none does or it has loaded;
 * else when it arrives (or fails to, leaving masked values unconfirmed). A form pressed before
 * then (a fast player, autofill) is checked against its masks, not refused for their absence.
 */
export function afterMasks(fields: readonly { mask?: string; type: string }[], then: () => void): void {
  if (masksReady() || !fields.some(needsMask)) return then();
  void loadMasks().then(then, then);
}

/** The mask holding `text`, or null: no mask, one that cannot be read, imask not loaded yet, or one imask fails on. */
function resolveMask(mask: string | undefined, text: string): Masked | null {
  const kind = maskKindOf(mask);
  if (!kind || !kit) return null;
  try {
    const masked = maskedOf(kind, kit);
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
  if (!maskKindOf(mask)) return true;
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
