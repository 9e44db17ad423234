import { type I18n, setupI18n } from '@lingui/core';
import type { LoadedCatalogs } from './catalogs';

export type MessageValues = Record<string, string | number>;

export interface Translator {
  readonly i18n: I18n;
  readonly locale: string;
  t(key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

/**
 * One translator per cashier instance. A key the locale lacks is shown in English and reported
 * once per locale and key (spec §8: 'Missing translation for {locale}: {key}').
 */
export function createTranslator(
  catalogs: LoadedCatalogs,
  onMissing: (message: string, locale: string, key: string) => void,
): Translator {
  const { locale, own, fallback } = catalogs;
  const i18n = setupI18n();
  i18n.load(locale, { ...fallback, ...own } as never);
  i18n.activate(locale);
  const reported = new Set<string>();
  return {
    i18n,
    locale,
    has: (key) => key in own || key in fallback,
    t(key, values) {
      if (!(key in own) && !reported.has(key)) {
        reported.add(key);
        onMissing(`Missing translation for ${locale}: ${key}`, locale, key);
      }
      return i18n._(key, values);
    },
  };
}
