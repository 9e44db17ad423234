/** Spec §9: the supported locales; English is the default and the fallback. */
export const SUPPORTED_LOCALES = [
  'ar', 'az', 'bn', 'de', 'el', 'en', 'es', 'es-ES', 'es-MX', 'fil', 'fr', 'hi', 'hi-IN', 'hi-Latn-IN',
  'id', 'it', 'ja', 'kk', 'ko', 'ky', 'mr', 'ms', 'pl', 'pt', 'ro', 'ru', 'sw', 'te', 'tg', 'th', 'tr',
  'uk', 'ur', 'uz', 'vi', 'zh',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en';
/** Spec §3: the handshake's default locale. */
export const DEFAULT_HOST_LOCALE = 'en-US';
/** Spec §3: these are kept whole; every other locale is reduced to its language. */
const KEPT_WHOLE = ['hi-Latn-IN', 'hi-IN', 'es-MX', 'es-ES'];
const RIGHT_TO_LEFT = new Set(['ar', 'ur']);

/**
 * Reduces a requested locale to the catalog it names: `es-mx` → `es-MX`, `ru-RU` → `ru`,
 * `pt_BR` → `pt`. Returns undefined for an empty or malformed tag.
 */
export function reduceLocale(requested: string | undefined): string | undefined {
  const tag = requested?.trim().replace(/_/g, '-');
  if (!tag || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return undefined;
  const whole = KEPT_WHOLE.find((kept) => kept.toLowerCase() === tag.toLowerCase());
  if (whole) return whole;
  return tag.split('-')[0]!.toLowerCase();
}

export function isSupportedLocale(locale: string): locale is Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/**
 * Spec §7 "Locale selection": the query parameter when allowed, then the handshake's locale,
 * then the user's lang, then English.
 */
export function chooseLocale(sources: { query?: string | null; handshake?: string; userLang?: string }): string {
  for (const candidate of [sources.query ?? undefined, sources.handshake, sources.userLang]) {
    const reduced = reduceLocale(candidate);
    if (reduced) return reduced;
  }
  return FALLBACK_LOCALE;
}

export const isRightToLeft = (locale: string): boolean => RIGHT_TO_LEFT.has(locale.split('-')[0]!);
