// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createCaptchaService } from '../../../demo/sandbox/captcha';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';

// The sandbox side: the stand-ins' tokens and slider results, checked once on create.

const player = { token: 'captcha-player', origin: 'http://sandbox.test' };

function setup() {
  const captcha = createCaptchaService();
  const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {}, 3000), undefined, captcha));
  const p2p = (overrides: Record<string, unknown>) =>
    handleCall('payment', 'deposit-create-p2p', { amount: 1500, currency: 'KGS', paymentMethod: 'mbank_p2p_kg', selectedCountry: 'KG', idempotencyKey: `key-${Math.random()}`, ...overrides }, player);
  const redirect = (overrides: object) =>
    handleCall('payment', 'deposit-create', { amount: 150000, currency: 'IDR', paymentType: 'bca_id', selectedCountry: 'ID', idempotencyKey: `key-${Math.random()}`, ...overrides }, player);
  const recaptcha = () => ({ captchaResponse: captcha.recaptchaToken('v2', '')!, captchaResponseV3: captcha.recaptchaToken('v3', 'p2pUserScore')! });
  const slid = () => captcha.sliderVerify(captcha.sliderLoad('sandbox-geetest-id')!)!;
  return { captcha, p2p, redirect, recaptcha, slid };
}

describe('the sandbox captcha check on create', () => {
  it('asks a reCAPTCHA method for its captcha when the tokens are missing, wrong or used', async () => {
    const { p2p, recaptcha } = setup();
    expect(await p2p({})).toMatchObject({ status: 400, error: { code: 'captcha_required' } });
    expect(await p2p({ captchaResponse: 'made-up', captchaResponseV3: 'made-up' })).toMatchObject({ error: { code: 'captcha_required' } });
    const tokens = recaptcha();
    expect((await p2p(tokens)).status).toBe(200);
    expect(await p2p(tokens)).toMatchObject({ error: { code: 'captcha_required', message: expect.stringContaining('reCAPTCHA') } });
  });

  it('takes only a score token asked for p2pUserScore', async () => {
    const { p2p, captcha } = setup();
    const wrongAction = { captchaResponse: captcha.recaptchaToken('v2', ''), captchaResponseV3: captcha.recaptchaToken('v3', 'login') };
    expect(await p2p(wrongAction)).toMatchObject({ error: { code: 'captcha_required', message: expect.stringContaining('p2pUserScore') } });
  });

  it('takes a slid result once, or a bypass when the slider could not load', async () => {
    const { redirect, slid, captcha } = setup();
    expect(await redirect({})).toMatchObject({ error: { code: 'captcha_required' } });
    const pass = slid();
    expect((await redirect(pass)).status).toBe(200);
    expect(await redirect(pass)).toMatchObject({ error: { code: 'captcha_required' } });
    expect(await redirect({ ...slid(), pass_token: 'forged' })).toMatchObject({ error: { code: 'captcha_required' } });
    expect((await redirect({ captchaBypass: true })).status).toBe(200);
    expect(captcha.bypasses()).toBe(1);
  });

  it('slides a lot only for a captcha id, and only once', () => {
    const { captcha } = setup();
    expect(captcha.sliderLoad('')).toBeNull();
    const lot = captcha.sliderLoad('id')!;
    expect(captcha.sliderVerify(lot)).toMatchObject({ lot_number: lot, pass_token: expect.any(String), captcha_output: expect.any(String), gen_time: expect.stringMatching(/^\d+$/) });
    expect(captcha.sliderVerify(lot)).toBeNull();
    expect(captcha.recaptchaToken('v4', '')).toBeNull();
  });

  it('asks nothing of a method on neither list', async () => {
    const { redirect } = setup();
    expect((await redirect({ paymentType: 'opay_ng', currency: 'NGN', selectedCountry: 'NG', amount: 5000 })).status).toBe(200);
  });
});
