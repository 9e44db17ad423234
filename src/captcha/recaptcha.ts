import { captchaError } from './captchaErrors';
import type { CaptchaSettings } from './captchaSettings';
import { scriptUrl } from './captchaSettings';
import { loadScript } from './loadScript';

/** The reCAPTCHA v2 API the invisible widget uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  execute(widgetId: number): void;
  enterprise?: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
}

/** Spec §7: the Enterprise v3 score is asked for with this action. */
export const SCORE_ACTION = 'p2pUserScore';

const grecaptcha = () => (window as { grecaptcha?: Grecaptcha }).grecaptcha;

/**
 * Spec §7: invisible reCAPTCHA v2, then an Enterprise v3 score, before the create. Resolves with
 * the two tokens as spec §3 "Captcha results" names them; rejects with a captcha error.
 */
export async function runRecaptcha(settings: CaptchaSettings, signal: AbortSignal): Promise<{ captchaResponse: string; captchaResponseV3: string }> {
  if (!settings.recaptchaSiteKey || !settings.recaptchaEnterpriseSiteKey) {
    throw captchaError('captcha-id-empty', 'Captcha id is empty: the captcha setting has no reCAPTCHA site key');
  }
  const v2 = await loaded(settings.recaptchaScript, 'render');
  const captchaResponse = await invisibleToken(v2, settings.recaptchaSiteKey, signal);
  const withEnterprise = await loaded(settings.recaptchaEnterpriseScript, 'enterprise');
  const { enterprise } = withEnterprise;
  if (!enterprise) throw captchaError('recaptcha-no-enterprise', 'No reCAPTCHA enterprise client');
  await new Promise<void>((resolve) => enterprise.ready(resolve));
  let captchaResponseV3: string;
  try {
    captchaResponseV3 = await enterprise.execute(settings.recaptchaEnterpriseSiteKey, { action: SCORE_ACTION });
  } catch (thrown) {
    throw captchaError('recaptcha-unexpected', 'reCAPTCHA Enterprise failed to execute', thrown);
  }
  signal.throwIfAborted();
  if (!captchaResponseV3) throw captchaError('recaptcha-unknown', 'reCAPTCHA Enterprise gave no token');
  return { captchaResponse, captchaResponseV3 };
}

/** The script loaded and its `grecaptcha` ready; `needs` says which part the caller cannot do without. */
async function loaded(url: string, needs: 'render' | 'enterprise'): Promise<Grecaptcha> {
  const absolute = scriptUrl(url);
  if (!absolute) throw captchaError('recaptcha-script', `Refused to load the captcha script ${url}`);
  try {
    await loadScript(absolute);
  } catch (thrown) {
    throw captchaError('recaptcha-script', `Failed to load the captcha script ${absolute}`, thrown);
  }
  const api = grecaptcha();
  if (!api) throw captchaError('recaptcha-unexpected', `${absolute} did not define grecaptcha`);
  if (needs === 'enterprise') return api;
  if (typeof api.render !== 'function') throw captchaError('recaptcha-unexpected', `${absolute} has no grecaptcha.render`);
  await new Promise<void>((resolve) => api.ready(resolve));
  return api;
}

/**
 * One invisible v2 widget, rendered for this step and removed after it. reCAPTCHA calls nothing
 * when the player closes its challenge, so the step watches the challenge's frame: shown, then
 * hidden without a token, is closed.
 */
function invisibleToken(api: Grecaptcha, sitekey: string, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const container = document.createElement('div');
    document.body.append(container);
    const challenges = watchChallenge(() => finish(() => reject(captchaError('recaptcha-closed', 'The reCAPTCHA challenge was closed by the player'))));
    const onAbort = () => finish(() => reject(signal.reason));
    signal.addEventListener('abort', onAbort);
    let done = false;
    function finish(settle: () => void) {
      if (done) return;
      done = true;
      challenges.disconnect();
      signal.removeEventListener('abort', onAbort);
      container.remove();
      settle();
    }
    try {
      const widgetId = api.render(container, {
        sitekey,
        size: 'invisible',
        callback: (token: string) => finish(() => (token ? resolve(token) : reject(captchaError('recaptcha-unknown', 'reCAPTCHA gave an empty token')))),
        'expired-callback': () => finish(() => reject(captchaError('recaptcha-expired', 'The reCAPTCHA token expired'))),
        'error-callback': () => finish(() => reject(captchaError('recaptcha-script', 'reCAPTCHA could not load its challenge (network)'))),
      });
      api.execute(widgetId);
    } catch (thrown) {
      finish(() => reject(captchaError('recaptcha-unexpected', 'reCAPTCHA failed to render or execute', thrown)));
    }
  });
}

/** reCAPTCHA's challenge is a frame titled "recaptcha challenge…", two boxes deep in a box it hides on close. */
const CHALLENGE_FRAME = 'iframe[title^="recaptcha challenge"]';

function watchChallenge(onClosed: () => void): MutationObserver {
  const shown = new Set<HTMLElement>();
  const observer = new MutationObserver(() => {
    for (const frame of document.querySelectorAll<HTMLIFrameElement>(CHALLENGE_FRAME)) {
      const box = frame.parentElement?.parentElement;
      if (!box) continue;
      const visible = getComputedStyle(box).visibility !== 'hidden';
      if (visible) shown.add(box);
      else if (shown.has(box)) onClosed();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  return observer;
}
