import { CashierError } from '../transport/errors';
import { getJson } from '../transport/plain';
import { FALLBACK_LOCALE } from './locale';

/** A compiled catalog: message id → Lingui's compiled form (no ICU parser ships to the browser). */
export type CompiledCatalog = Record<string, unknown>;

/** Written by esbuild.mjs: the built locales (space-separated) and the one content hash of their catalogs. */
declare const __CATALOGS__: { locales: string; hash: string };
/** Locale → the hash in its catalog's name; empty in a build without catalogs (development, tests). */
export const LOCALE_HASHES: Readonly<Record<string, string>> =
  typeof __CATALOGS__ === 'undefined' ? {} : Object.fromEntries(__CATALOGS__.locales.split(' ').map((locale) => [locale, __CATALOGS__.hash]));

/** Spec §7: `{static base}/locales/{locale}.{hash}.json`, without the hash segment when the map has none. */
export function catalogUrl(staticBase: string, locale: string, hashes: Readonly<Record<string, string>> = LOCALE_HASHES) {
  const base = staticBase.endsWith('/') ? staticBase : `${staticBase}/`;
  const hash = hashes[locale];
  return `${base}locales/${locale}${hash ? `.${hash}` : ''}.json`;
}

async function fetchCatalog(url: string, signal: AbortSignal): Promise<CompiledCatalog> {
  const body = await getJson(url, signal);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not a catalog');
  return body as CompiledCatalog;
}

export interface LoadedCatalogs {
  /** The locale actually shown: the requested one, or English when its file failed. */
  locale: string;
  /** The locale's own messages. */
  own: CompiledCatalog;
  /** English, for keys the locale lacks (empty when English itself failed but the locale loaded). */
  fallback: CompiledCatalog;
}

/**
 * Spec §7: load the locale's file; if it fails fall back to English; if English fails too it is
 * an error. Both load together, since English also fills the locale's missing keys.
 */
export async function loadCatalogs(
  staticBase: string,
  locale: string,
  signal: AbortSignal,
  onLocaleError: (message: string) => void,
  hashes: Readonly<Record<string, string>> = LOCALE_HASHES,
): Promise<LoadedCatalogs> {
  const english = fetchCatalog(catalogUrl(staticBase, FALLBACK_LOCALE, hashes), signal);
  // A build knows its catalogs: a locale it has none for goes to English without a request that
  // can only fail. (A build without the map, as in development, asks for every locale.)
  const built = Object.keys(hashes).length === 0 || locale in hashes;
  const requested =
    locale === FALLBACK_LOCALE
      ? english
      : built
        ? fetchCatalog(catalogUrl(staticBase, locale, hashes), signal)
        : Promise.reject(new Error(`no catalog for ${locale}`));
  const [own, fallback] = await Promise.allSettled([requested, english]);
  if (own.status === 'fulfilled') {
    return { locale, own: own.value, fallback: fallback.status === 'fulfilled' ? fallback.value : {} };
  }
  if (locale !== FALLBACK_LOCALE) onLocaleError(`Locale receiving error ${locale}`);
  if (fallback.status === 'fulfilled') return { locale: FALLBACK_LOCALE, own: fallback.value, fallback: {} };
  throw new CashierError('unknown', 'Failed to load fallback english locale');
}
