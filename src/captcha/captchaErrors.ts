import { CashierError } from '../transport/errors';

/**
 * Spec §8 "Captcha errors" and the captcha's thrown messages, each with what the player reads.
 * The code says which failure it was (for the console and support); several share a message.
 */
export const CAPTCHA_ERROR_MESSAGES = {
  'recaptcha-no-enterprise': 'captcha.error.setup',
  'recaptcha-script': 'captcha.error.load',
  'recaptcha-browser-only': 'captcha.error.browser',
  'recaptcha-unexpected': 'captcha.error.failed',
  'recaptcha-closed': 'captcha.error.closed',
  'recaptcha-expired': 'captcha.error.expired',
  'recaptcha-unknown': 'captcha.error.failed',
  'slider-closed': 'captcha.error.closed',
  'slider-unknown': 'captcha.error.failed',
  'slider-script': 'captcha.error.load',
  'slider-network': 'captcha.error.load',
  'captcha-id-empty': 'captcha.error.setup',
  'captcha-data-empty': 'captcha.error.setup',
  'geetest-result-empty': 'captcha.error.failed',
} as const;

export type CaptchaErrorCode = keyof typeof CAPTCHA_ERROR_MESSAGES;

/** Spec §8 thrown messages. */
export const CAPTCHA_ID_EMPTY = 'Captcha id is empty';
export const CAPTCHA_DATA_EMPTY = 'Captcha data empty';
export const GEETEST_RESULT_EMPTY = 'Geetest result is empty';

export const captchaError = (code: CaptchaErrorCode, message: string, cause?: unknown): CashierError =>
  new CashierError('captcha', message, { code, cause });

/** The catalog key of a captcha error's message; an unknown code reads as the captcha having failed. */
export const captchaMessageKey = (code: string | undefined): string =>
  CAPTCHA_ERROR_MESSAGES[code as CaptchaErrorCode] ?? 'captcha.error.failed';
