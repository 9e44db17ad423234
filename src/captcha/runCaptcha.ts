import type { CaptchaResults } from '../contract/deposit';
import type { PaymentWindow } from '../payment/paymentWindow';
import type { Handshake } from '../host/handshake';
import { CAPTCHA_ERROR_MESSAGES, CAPTCHA_ID_EMPTY, captchaError, type CaptchaErrorCode } from './captchaErrors';
import type { CaptchaKind } from './captchaMethods';
import { captchaSettingsFrom, scriptUrl } from './captchaSettings';
import { geetestLanguage } from './geetestLanguage';
import { runRecaptcha } from './recaptcha';
import { runSlider, type SliderRequest, type SliderResult, SliderUnavailable } from './slider';

/** What the captcha step reads of the cashier: the `captcha` setting, and the player's handshake, language and country. */
export interface CaptchaContext {
  readonly deployment: { readonly captcha?: unknown };
  readonly store: { readonly handshake: Handshake | null; readonly locale: string; readonly country: string };
}

/**
 * Spec §4's captcha step, loaded only when a method needs one: the captcha's results as the
 * create sends them. A slider that cannot be loaded after its retries lets the create go on with
 * `captchaBypass` (the backend decides what a bypass may do); every other failure is a captcha error.
 * With a payment window open (the click opened it, and it is in front), the slider shows there.
 */
export async function runCaptcha(cashier: CaptchaContext, kind: CaptchaKind, signal: AbortSignal, paymentWindow?: PaymentWindow): Promise<CaptchaResults> {
  if (typeof document === 'undefined') throw captchaError('recaptcha-browser-only', 'The captcha runs only in a browser');
  const settings = captchaSettingsFrom(cashier.deployment.captcha);
  if (kind === 'recaptcha') return runRecaptcha(settings, signal);
  const { handshake, locale, country } = cashier.store;
  const captchaId = handshake?.geetestCaptchaId ?? handshake?.schema?.meta?.geetestCaptchaId;
  if (!captchaId) throw captchaError('captcha-id-empty', CAPTCHA_ID_EMPTY);
  // Absolute, so that a payment window on another origin loads the same script.
  const request = { script: scriptUrl(settings.sliderScript) ?? settings.sliderScript, captchaId, language: geetestLanguage(locale, country) };
  try {
    return await sliderIn(paymentWindow, request, signal);
  } catch (thrown) {
    if (!(thrown instanceof SliderUnavailable)) throw thrown;
    console.warn(`${thrown.message}: the deposit goes on with captchaBypass`);
    return { captchaBypass: true };
  }
}

/** The slider in the payment window when it has our page, else in this page. */
async function sliderIn(paymentWindow: PaymentWindow | undefined, request: SliderRequest, signal: AbortSignal): Promise<SliderResult> {
  const answer = paymentWindow ? await paymentWindow.slider(request, signal) : null;
  if (!answer) return runSlider({ ...request, signal });
  if ('result' in answer) return answer.result;
  if ('unavailable' in answer) throw new SliderUnavailable(answer.unavailable, answer.message);
  const code: CaptchaErrorCode = answer.error in CAPTCHA_ERROR_MESSAGES ? (answer.error as CaptchaErrorCode) : 'slider-unknown';
  throw captchaError(code, answer.message);
}
