import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCaptcha } from '../../../src/captcha/runCaptcha';
import { runSlider, SliderUnavailable } from '../../../src/captcha/slider';
import type { PaymentWindow } from '../../../src/payment/paymentWindow';
import type { Cashier } from '../../../src/state/cashier';

vi.mock('../../../src/captcha/slider', async (original) => ({ ...(await original<object>()), runSlider: vi.fn() }));

const PASS = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1' };

/** What the step reads of a cashier: its captcha setting, the handshake's captcha id, locale and country. */
const cashierWith = (handshake: Record<string, unknown>, locale = 'sw', country = 'CI') =>
  ({ deployment: { captcha: { sliderScript: '/slider.js' } }, store: { handshake, locale, country } }) as unknown as Cashier;
const signal = new AbortController().signal;

afterEach(() => vi.mocked(runSlider).mockReset());

describe('the captcha step (spec §4)', () => {
  it("runs the slider with the handshake's captcha id, the setting's script and the player's slider language", async () => {
    vi.mocked(runSlider).mockResolvedValue(PASS);
    await expect(runCaptcha(cashierWith({ geetestCaptchaId: 'gt-1' }), 'slider', signal)).resolves.toEqual(PASS);
    expect(vi.mocked(runSlider)).toHaveBeenCalledWith({ script: new URL('/slider.js', location.href).href, captchaId: 'gt-1', language: 'fra', signal });
  });

  it("takes the schema's captcha id when the handshake has none", async () => {
    vi.mocked(runSlider).mockResolvedValue(PASS);
    await runCaptcha(cashierWith({ schema: { meta: { geetestCaptchaId: 'gt-meta' } } }, 'en', 'CO'), 'slider', signal);
    expect(vi.mocked(runSlider).mock.calls[0]![0]).toMatchObject({ captchaId: 'gt-meta', language: 'eng' });
  });

  it("goes on with captchaBypass when the slider is unavailable after its retries", async () => {
    vi.mocked(runSlider).mockRejectedValue(new SliderUnavailable('slider-network', 'down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(runCaptcha(cashierWith({ geetestCaptchaId: 'gt-1' }), 'slider', signal)).resolves.toEqual({ captchaBypass: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('captchaBypass'));
    warn.mockRestore();
  });

  it('passes on what the player did (closed) as the error it is, without a bypass', async () => {
    const closed = Object.assign(new Error('closed'), { kind: 'captcha', code: 'slider-closed' });
    vi.mocked(runSlider).mockRejectedValue(closed);
    await expect(runCaptcha(cashierWith({ geetestCaptchaId: 'gt-1' }), 'slider', signal)).rejects.toBe(closed);
  });

  it("'Captcha id is empty' when neither the handshake nor the schema has one", async () => {
    await expect(runCaptcha(cashierWith({ schema: { meta: {} } }), 'slider', signal)).rejects.toMatchObject({ kind: 'captcha', code: 'captcha-id-empty', message: 'Captcha id is empty' });
    expect(vi.mocked(runSlider)).not.toHaveBeenCalled();
  });

  it('the reCAPTCHA step needs its site keys from the setting', async () => {
    await expect(runCaptcha(cashierWith({}), 'recaptcha', signal)).rejects.toMatchObject({ code: 'captcha-id-empty' });
  });

  describe('with a payment window open (it is in front of the cashier)', () => {
    const windowAnswering = (answer: unknown) => ({ slider: vi.fn(async () => answer) }) as unknown as PaymentWindow;
    const cashier = () => cashierWith({ geetestCaptchaId: 'gt-1' });

    it('shows the slider there, with the script made absolute for the window', async () => {
      const win = windowAnswering({ result: PASS });
      await expect(runCaptcha(cashier(), 'slider', signal, win)).resolves.toEqual(PASS);
      expect(win.slider).toHaveBeenCalledWith({ script: new URL('/slider.js', location.href).href, captchaId: 'gt-1', language: 'fra' }, signal);
      expect(vi.mocked(runSlider)).not.toHaveBeenCalled();
    });

    it('goes on with captchaBypass when the window says the slider is unavailable', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await expect(runCaptcha(cashier(), 'slider', signal, windowAnswering({ unavailable: 'slider-script', message: 'no script' }))).resolves.toEqual({ captchaBypass: true });
      warn.mockRestore();
    });

    it("passes the window's captcha error on; an unknown code is the slider's unknown error", async () => {
      await expect(runCaptcha(cashier(), 'slider', signal, windowAnswering({ error: 'slider-closed', message: 'closed' }))).rejects.toMatchObject({ kind: 'captcha', code: 'slider-closed' });
      await expect(runCaptcha(cashier(), 'slider', signal, windowAnswering({ error: 'made-up', message: '?' }))).rejects.toMatchObject({ code: 'slider-unknown' });
    });

    it('shows the slider in the page when the window has no page of ours', async () => {
      vi.mocked(runSlider).mockResolvedValue(PASS);
      await expect(runCaptcha(cashier(), 'slider', signal, windowAnswering(null))).resolves.toEqual(PASS);
      expect(vi.mocked(runSlider)).toHaveBeenCalledOnce();
    });
  });
});
