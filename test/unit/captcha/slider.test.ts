import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSlider, SLIDER_TIMEOUT_MS, SliderUnavailable } from '../../../src/captcha/slider';
import { loadScript } from '../../../src/captcha/loadScript';

vi.mock('../../../src/captcha/loadScript', () => ({ loadScript: vi.fn(async () => {}) }));

type Behaviour = 'pass' | 'close' | 'error-before' | 'error-after' | 'never' | 'no-captcha' | 'empty-result';
const PASS = { lot_number: 'lot', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

/** A GeeTest v4 stand-in whose attempts behave as listed (the last one repeats). */
function fakeSlider(behaviours: Behaviour[]) {
  const configs: Record<string, unknown>[] = [];
  let destroyed = 0;
  (window as { initGeetest4?: unknown }).initGeetest4 = (config: Record<string, unknown>, callback: (captcha?: unknown) => void) => {
    configs.push(config);
    const behaviour = behaviours[Math.min(configs.length - 1, behaviours.length - 1)]!;
    if (behaviour === 'no-captcha') return callback(undefined);
    const on: Record<string, (error?: unknown) => void> = {};
    const captcha = {
      onReady: (f: () => void) => ((on.ready = f), captcha),
      onSuccess: (f: () => void) => ((on.success = f), captcha),
      onError: (f: (e?: unknown) => void) => ((on.error = f), captcha),
      onClose: (f: () => void) => ((on.close = f), captcha),
      showCaptcha: () => {
        if (behaviour === 'pass' || behaviour === 'empty-result') queueMicrotask(() => on.success!());
        if (behaviour === 'close') queueMicrotask(() => on.close!());
        if (behaviour === 'error-after') queueMicrotask(() => on.error!({ code: '60100', msg: 'verify failed' }));
      },
      getValidate: () => (behaviour === 'empty-result' ? null : PASS),
      destroy: () => void (destroyed += 1),
    };
    callback(captcha);
    if (behaviour === 'error-before') queueMicrotask(() => on.error!({ code: '60002', msg: 'network failure' }));
    else if (behaviour !== 'never') queueMicrotask(() => on.ready!());
  };
  return { configs, destroyed: () => destroyed };
}

const options = (signal = new AbortController().signal) => ({ script: 'https://slider.example/gt4.js', captchaId: 'id-1', language: 'eng', signal });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(loadScript).mockReset().mockResolvedValue(undefined);
});

describe('the slider captcha (spec §7: 4 attempts, 500 ms × attempt, 30 s)', () => {
  it('resolves with the slid result, asking in bind mode with the captcha id, language and 30 s timeout', async () => {
    const slider = fakeSlider(['pass']);
    await expect(runSlider(options())).resolves.toEqual(PASS);
    expect(slider.configs).toEqual([{ captchaId: 'id-1', product: 'bind', language: 'eng', timeout: SLIDER_TIMEOUT_MS }]);
    expect(slider.destroyed()).toBe(1);
  });

  it('retries a network failure after 500, 1000 and 1500 ms, and takes the attempt that works', async () => {
    const slider = fakeSlider(['error-before', 'error-before', 'error-before', 'pass']);
    const result = runSlider(options());
    await vi.advanceTimersByTimeAsync(499);
    expect(slider.configs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(slider.configs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(slider.configs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(slider.configs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1500);
    expect(slider.configs).toHaveLength(4);
    await expect(result).resolves.toEqual(PASS);
  });

  it('is unavailable after four failed attempts (a network failure)', async () => {
    const slider = fakeSlider(['error-before']);
    const result = runSlider(options());
    const settled = expect(result).rejects.toMatchObject({ reason: 'slider-network' });
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    expect(slider.configs).toHaveLength(4);
  });

  it('is unavailable when its script cannot load, after the same retries', async () => {
    const slider = fakeSlider(['pass']);
    vi.mocked(loadScript).mockRejectedValue(new Error('404'));
    const result = runSlider(options());
    const settled = expect(result).rejects.toBeInstanceOf(SliderUnavailable);
    await vi.advanceTimersByTimeAsync(3000);
    await settled;
    await expect(result).rejects.toMatchObject({ reason: 'slider-script' });
    expect(vi.mocked(loadScript)).toHaveBeenCalledTimes(4);
    expect(slider.configs).toHaveLength(0);
  });

  it('is unavailable when it has not come within 30 s, and the waiting slider is destroyed', async () => {
    const slider = fakeSlider(['never']);
    const result = runSlider(options());
    const settled = expect(result).rejects.toMatchObject({ reason: 'slider-network' });
    await vi.advanceTimersByTimeAsync(SLIDER_TIMEOUT_MS - 1);
    expect(slider.destroyed()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(slider.destroyed()).toBe(1);
  });

  it('gives the player all the time they need once the slider shows: no 30 s limit then', async () => {
    let slid!: () => void;
    (window as { initGeetest4?: unknown }).initGeetest4 = (_config: unknown, callback: (captcha: unknown) => void) => {
      const on: Record<string, () => void> = {};
      const captcha = {
        onReady: (f: () => void) => ((on.ready = f), captcha),
        onSuccess: (f: () => void) => ((on.success = f), captcha),
        onError: () => captcha,
        onClose: () => captcha,
        showCaptcha: () => void (slid = on.success!),
        getValidate: () => PASS,
      };
      callback(captcha);
      queueMicrotask(() => on.ready!());
    };
    const result = runSlider(options());
    await vi.advanceTimersByTimeAsync(5 * SLIDER_TIMEOUT_MS);
    slid();
    await expect(result).resolves.toEqual(PASS);
  });

  it('says the player closed it; says a failure once shown; neither is retried', async () => {
    const closed = fakeSlider(['close', 'pass']);
    await expect(runSlider(options())).rejects.toMatchObject({ kind: 'captcha', code: 'slider-closed' });
    expect(closed.configs).toHaveLength(1);
    const failed = fakeSlider(['error-after', 'pass']);
    await expect(runSlider(options())).rejects.toMatchObject({ kind: 'captcha', code: 'slider-unknown' });
    expect(failed.configs).toHaveLength(1);
  });

  it("'Captcha data empty' without a captcha object, 'Geetest result is empty' without a result", async () => {
    fakeSlider(['no-captcha']);
    await expect(runSlider(options())).rejects.toMatchObject({ code: 'captcha-data-empty', message: 'Captcha data empty' });
    fakeSlider(['empty-result']);
    await expect(runSlider(options())).rejects.toMatchObject({ code: 'geetest-result-empty', message: 'Geetest result is empty' });
  });

  it('stops when the step is cancelled, destroying the slider', async () => {
    const slider = fakeSlider(['never']);
    const controller = new AbortController();
    const result = runSlider(options(controller.signal));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(slider.destroyed()).toBe(1);
  });

  it('refuses a script that is not http(s)', async () => {
    fakeSlider(['pass']);
    await expect(runSlider({ ...options(), script: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 'slider-script' });
    expect(vi.mocked(loadScript)).not.toHaveBeenCalled();
  });
});
