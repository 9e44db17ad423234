// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runCaptcha } from '../../../src/captcha/runCaptcha';
import type { Cashier } from '../../../src/state/cashier';

describe('the captcha step outside a browser (an app rendering on a server)', () => {
  it('refuses with the browser-only error instead of touching a document that is not there', async () => {
    const cashier = { deployment: {}, store: { handshake: { geetestCaptchaId: 'gt' }, locale: 'en', country: 'CO' } } as unknown as Cashier;
    await expect(runCaptcha(cashier, 'recaptcha', new AbortController().signal)).rejects.toMatchObject({ kind: 'captcha', code: 'recaptcha-browser-only' });
  });
});
