import { currencyEntry } from './currencyTable';

export function formatDate(locale: string, date: Date | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * Names from Intl.DisplayNames in the player's language, then English, then (a currency) the
 * currency table's, else the code itself. The two formatters are made once per list, not once per
 * name (a country list has 243).
 */
export function namer(locale: string, type: 'region' | 'currency'): (code: string) => string {
  const formatters = [locale, 'en'].flatMap((language) => {
    try {
      return [new Intl.DisplayNames([language], { type, fallback: 'none' })];
    } catch {
      return []; // An unknown language: the next one, then the code.
    }
  });
  return (code) => {
    const upper = code.toUpperCase();
    for (const formatter of formatters) {
      try {
        const name = formatter.of(upper);
        if (name) return name;
      } catch {
        // A malformed code: shown as it is.
      }
    }
    return (type === 'currency' && currencyEntry(upper)?.name) || upper;
  };
}
