import type { CaptchaResults } from '../api/contract/deposit';
import type { Cashier } from '../state/cashier';
import { CAPTCHA_ID_EMPTY, captchaError } from './captchaErrors';
import type { CaptchaKind } from './captchaMethods';
import { captchaSettingsFrom } from './captchaSettings';
import { geetestLanguage } from './geetestLanguage';
import { runRecaptcha } from './recaptcha';
import { runSlider, SliderUnavailable } from './slider';

/**
 * Spec §4's captcha step, loaded only when a method needs one: the captcha's results as the
 * create sends them. A slider that cannot be loaded after its retries lets the create go on with
 * `captchaBypass` (the backend decides what a bypass may do); every other failure is a captcha error.
 */
export async function runCaptcha(cashier: Cashier, kind: CaptchaKind, signal: AbortSignal): Promise<CaptchaResults> {
  if (typeof document === 'undefined') throw captchaError('recaptcha-browser-only', 'The captcha runs only in a browser');
  const settings = captchaSettingsFrom(cashier.deployment.captcha);
  if (kind === 'recaptcha') return runRecaptcha(settings, signal);
  const { handshake, locale, country } = cashier.store;
  const captchaId = handshake?.geetestCaptchaId ?? handshake?.schema?.meta?.geetestCaptchaId;
  if (!captchaId) throw captchaError('captcha-id-empty', CAPTCHA_ID_EMPTY);
  try {
    return await runSlider({ script: settings.sliderScript, captchaId, language: geetestLanguage(locale, country), signal });
  } catch (thrown) {
    if (!(thrown instanceof SliderUnavailable)) throw thrown;
    console.warn(`${thrown.message}: the deposit goes on with captchaBypass`);
    return { captchaBypass: true };
  }
}
