import { CAPTCHA_DATA_EMPTY, captchaError, GEETEST_RESULT_EMPTY } from './captchaErrors';
import { scriptUrl } from './captchaSettings';
import { loadScript } from './loadScript';

/** What the slider gives on success (spec §3 "Captcha results": geetest output, gen time, lot number, pass token). */
export interface SliderResult {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The GeeTest v4 captcha object, as far as the step uses it. */
interface SliderCaptcha {
  onReady(callback: () => void): SliderCaptcha;
  onSuccess(callback: () => void): SliderCaptcha;
  onError(callback: (error?: { code?: string | number; msg?: string }) => void): SliderCaptcha;
  onClose(callback: () => void): SliderCaptcha;
  showCaptcha(): void;
  getValidate(): SliderResult | false | null | undefined;
  destroy?(): void;
}
type InitSlider = (config: Record<string, unknown>, callback: (captcha?: SliderCaptcha) => void) => void;

/** Spec §7/§9: up to 4 attempts; a network failure waits 500 ms times the attempt; 30 s for the slider to come. */
export const SLIDER_ATTEMPTS = 4;
export const SLIDER_RETRY_MS = 500;
export const SLIDER_TIMEOUT_MS = 30_000;

/** Why the slider did not come: the step then goes on without it (`captchaBypass`). */
export class SliderUnavailable extends Error {
  constructor(readonly reason: 'slider-script' | 'slider-network', message: string) {
    super(message);
  }
}

/** What the slider needs: its script, the GeeTest captcha id and the language it speaks. */
export interface SliderRequest {
  script: string;
  captchaId: string;
  language: string;
}

export interface SliderOptions extends SliderRequest {
  signal: AbortSignal;
}

/**
 * Spec §7: the slider captcha, retried while it cannot load. Resolves with its result; rejects
 * with SliderUnavailable when every attempt failed to load it (or it had not come after 30 s),
 * with a captcha error when the player closed it or it failed once shown. Once shown, the player
 * takes the time they need.
 */
export async function runSlider(options: SliderOptions): Promise<SliderResult> {
  // The attempts stop when the step is cancelled or the 30 s are up before the slider shows.
  const stop = new AbortController();
  const cancel = () => stop.abort(options.signal.reason);
  options.signal.addEventListener('abort', cancel);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const late = new SliderUnavailable('slider-network', `The slider did not come within ${SLIDER_TIMEOUT_MS} ms`);
      stop.abort(late);
      reject(late);
    }, SLIDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([tryAttempts({ ...options, signal: stop.signal }, () => clearTimeout(timer)), deadline]);
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', cancel);
  }
}

async function tryAttempts(options: SliderOptions, onShown: () => void): Promise<SliderResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await oneAttempt(options, onShown);
    } catch (thrown) {
      if (!(thrown instanceof SliderUnavailable) || attempt >= SLIDER_ATTEMPTS) throw thrown;
      await pause(SLIDER_RETRY_MS * attempt, options.signal);
    }
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** A failure before the slider shows is the slider being unavailable: a script or network problem, retried. */
function unavailableFrom(error?: { code?: string | number; msg?: string }): SliderUnavailable {
  const said = `${error?.code ?? ''} ${error?.msg ?? ''}`.trim();
  const script = /script|resource|load/i.test(said);
  return new SliderUnavailable(script ? 'slider-script' : 'slider-network', `The slider failed to load${said ? `: ${said}` : ''}`);
}

async function oneAttempt({ script, captchaId, language, signal }: SliderOptions, onShown: () => void): Promise<SliderResult> {
  const url = scriptUrl(script);
  if (!url) throw captchaError('slider-script', `Refused to load the slider script ${script}`);
  try {
    await loadScript(url);
  } catch {
    throw new SliderUnavailable('slider-script', `The slider script ${url} was unable to load`);
  }
  signal.throwIfAborted();
  const init = (window as { initGeetest4?: InitSlider }).initGeetest4;
  if (typeof init !== 'function') throw new SliderUnavailable('slider-script', `${url} did not define initGeetest4`);
  return new Promise<SliderResult>((resolve, reject) => {
    let captcha: SliderCaptcha | undefined;
    let shown = false;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      captcha?.destroy?.();
      settle();
    };
    const onAbort = () => finish(() => reject(signal.reason));
    signal.addEventListener('abort', onAbort);
    init({ captchaId, product: 'bind', language, timeout: SLIDER_TIMEOUT_MS }, (given) => {
      if (!given) return finish(() => reject(captchaError('captcha-data-empty', CAPTCHA_DATA_EMPTY)));
      captcha = given;
      given
        .onReady(() => {
          if (done) return;
          shown = true;
          onShown();
          given.showCaptcha();
        })
        .onSuccess(() => {
          const result = given.getValidate();
          finish(() => (result ? resolve(result) : reject(captchaError('geetest-result-empty', GEETEST_RESULT_EMPTY))));
        })
        .onError((error) =>
          finish(() => reject(shown ? captchaError('slider-unknown', `The slider failed: ${error?.code ?? ''} ${error?.msg ?? ''}`.trim()) : unavailableFrom(error))),
        )
        .onClose(() => finish(() => reject(captchaError('slider-closed', 'The slider was closed by the player'))));
    });
  });
}
