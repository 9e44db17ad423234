/** The languages the slider captcha speaks, by the cashier's locale. */
const BY_LOCALE: Readonly<Record<string, string>> = {
  en: 'eng', ar: 'ara', de: 'deu', es: 'spa', 'es-ES': 'spa', 'es-MX': 'spa', fr: 'fra', id: 'ind', ja: 'jpn', ko: 'kor', pt: 'por', ru: 'rus', zh: 'zho',
};

/** Spec §9's geetest language map: the markets whose players' languages the slider lacks read it in these. */
const BY_COUNTRY: Readonly<Record<string, string>> = {
  in: 'eng', ar: 'spa', bd: 'eng', id: 'ind', cl: 'spa', ec: 'spa', ci: 'fra', pe: 'spa', ph: 'eng', co: 'spa',
};

/**
 * The slider's language: the player's own when the slider has it; else their country's from the
 * map (a Bangladeshi reading Bengali gets English, an Ivorian French); else English.
 */
export function geetestLanguage(locale: string, country: string): string {
  return BY_LOCALE[locale] ?? BY_COUNTRY[country.toLowerCase()] ?? 'eng';
}
