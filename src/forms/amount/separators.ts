/** Spec §5: the default number locale is mx (Mexican Spanish: group ',' and decimal '.'). */
export const DEFAULT_NUMBER_LOCALE = 'es-MX';

export interface Separators {
  group: string;
  decimal: string;
}

/** The locale's group and decimal separators, from Intl. */
export function separatorsOf(locale: string = DEFAULT_NUMBER_LOCALE): Separators {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(12345.6);
  } catch {
    parts = new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE).formatToParts(12345.6);
  }
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}
