import type { CaptchaResults } from '../contract/deposit';
import type { PaymentWindow } from '../payment/paymentWindow';
import type { CaptchaContext } from './runCaptcha';
import { captchaKindOf } from './captchaMethods';

/**
 * The create shell's captcha step: nothing for most methods; the captcha's code loads only for
 * those that need it. A create that opened a payment window shows the slider there.
 */
export async function captchaFor(cashier: CaptchaContext, paymentMethod: string, signal: AbortSignal, paymentWindow?: PaymentWindow): Promise<CaptchaResults> {
  const kind = captchaKindOf(paymentMethod);
  if (!kind) return {};
  const { runCaptcha } = await import('./runCaptcha');
  return runCaptcha(cashier, kind, signal, paymentWindow);
}
