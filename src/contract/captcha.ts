/**
 * Spec §9's fixed lists of the methods whose creates need a captcha: a backend refuses their
 * create without one, so the lists are part of the contract the widget and the backend share
 * (their contents are ours: the specification does not show them).
 */
export const RECAPTCHA_METHODS: ReadonlySet<string> = new Set([
  'card_p2p_ru',
  'mbank_p2p_kg',
  'optima_p2p_kg',
  'elcart_p2p_kg',
  'mono_p2p_ua',
  'privat_p2p_ua',
  'card_p2p_uz_uzcard',
  'card_p2p_uz_humo',
]);

/** The methods that ask for the slider captcha (GeeTest v4 style). */
export const SLIDER_CAPTCHA_METHODS: ReadonlySet<string> = new Set([
  'nagad_p2p',
  'bca_id',
  'mandiri_id',
  'maybank_my',
  'cimb_my',
  'mobile_money_ivorycoast',
]);
