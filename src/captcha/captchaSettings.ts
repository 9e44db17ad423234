/**
 * The `captcha` deployment setting (a JSON attribute, or the property of the same name): where the
 * captcha scripts come from and the reCAPTCHA site keys. The GeeTest captcha id is the handshake's
 * (`geetest-captcha-id`, or the schema's `meta.geetestCaptchaId`).
 */
export interface CaptchaSettings {
  /** Invisible reCAPTCHA v2 (`grecaptcha`). */
  recaptchaScript: string;
  /** reCAPTCHA Enterprise (`grecaptcha.enterprise`), for the v3 score. */
  recaptchaEnterpriseScript: string;
  /** The invisible v2 widget's site key. */
  recaptchaSiteKey: string;
  /** The Enterprise score key, executed with the action `p2pUserScore`. */
  recaptchaEnterpriseSiteKey: string;
  /** The slider captcha (`initGeetest4`). */
  sliderScript: string;
}

export const DEFAULT_CAPTCHA_SETTINGS: CaptchaSettings = {
  recaptchaScript: 'https://www.google.com/recaptcha/api.js?render=explicit',
  recaptchaEnterpriseScript: 'https://www.google.com/recaptcha/enterprise.js?render=explicit',
  recaptchaSiteKey: '',
  recaptchaEnterpriseSiteKey: '',
  sliderScript: 'https://static.geetest.com/v4/gt4.js',
};

/** The setting as given, each field a string or the default; anything else in it is ignored. */
export function captchaSettingsFrom(value: unknown): CaptchaSettings {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_CAPTCHA_SETTINGS };
  for (const key of Object.keys(settings) as (keyof CaptchaSettings)[]) {
    const field = given[key];
    if (typeof field === 'string' && field.trim() !== '') settings[key] = field.trim();
  }
  return settings;
}

/** A script may come only from http(s): the URL made absolute, or null for any other scheme. */
export function scriptUrl(url: string, page: string = location.href): string | null {
  try {
    const resolved = new URL(url, page);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}
