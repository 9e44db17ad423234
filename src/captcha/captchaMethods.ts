import { RECAPTCHA_METHODS, SLIDER_CAPTCHA_METHODS } from '../contract/captcha';

export type CaptchaKind = 'recaptcha' | 'slider';

export function captchaKindOf(paymentMethod: string): CaptchaKind | null {
  if (RECAPTCHA_METHODS.has(paymentMethod)) return 'recaptcha';
  return SLIDER_CAPTCHA_METHODS.has(paymentMethod) ? 'slider' : null;
}
