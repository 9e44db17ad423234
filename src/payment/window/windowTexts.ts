import { FALLBACK_LOCALE, isRightToLeft } from '../../i18n/locale';

/**
 * The window page's own words (the catalogs' `paymentWindow.*` texts of every language, put in by
 * the build): the page shows only these, never a text from its address or a message, so a
 * stranger's link cannot make our origin say anything.
 */
declare const __WINDOW_TEXTS__: Record<string, Record<string, string>> | undefined;

const IDS = {
  preparing: 'paymentWindow.preparing',
  failed: 'paymentWindow.failed',
  moreFields: 'paymentWindow.moreFields',
  leaving: 'paymentWindow.leaving',
  continue: 'paymentWindow.continue',
  refused: 'paymentWindow.refused',
} as const;

export type WindowTexts = Record<keyof typeof IDS, string> & { locale: string; dir: 'ltr' | 'rtl' };

/** The texts of the player's language (else its base language, else English); a text missing everywhere reads as its id. */
export function windowTextsFor(lang: string): WindowTexts {
  const table = typeof __WINDOW_TEXTS__ === 'undefined' ? {} : __WINDOW_TEXTS__;
  const locale = [lang, lang.split('-')[0]!].find((candidate) => Object.hasOwn(table, candidate)) ?? FALLBACK_LOCALE;
  const own = table[locale] ?? {};
  const fallback = table[FALLBACK_LOCALE] ?? {};
  const texts = Object.fromEntries(Object.entries(IDS).map(([name, id]) => [name, own[id] ?? fallback[id] ?? id]));
  return { ...(texts as Record<keyof typeof IDS, string>), locale, dir: isRightToLeft(locale) ? 'rtl' : 'ltr' };
}

/** Fills a text's `{host}`. */
export const withHost = (text: string, host: string): string => text.replaceAll('{host}', host);
