import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CAPTCHA_SETTINGS } from '../../../src/captcha/captchaSettings';
import { loadScript } from '../../../src/captcha/loadScript';
import { runRecaptcha } from '../../../src/captcha/recaptcha';

vi.mock('../../../src/captcha/loadScript', () => ({ loadScript: vi.fn(async () => {}) }));

const settings = { ...DEFAULT_CAPTCHA_SETTINGS, recaptchaSiteKey: 'v2-key', recaptchaEnterpriseSiteKey: 'v3-key' };
type V2Behaviour = 'token' | 'expired' | 'error' | 'challenge-closed' | 'throws' | 'empty';

/** grecaptcha as the page would have it; `enterprise: false` leaves the Enterprise client out. */
function fakeGrecaptcha(v2: V2Behaviour, { enterprise = true, v3 = async () => 'v3-token' as string } = {}) {
  const rendered: Record<string, unknown>[] = [];
  const executed: { siteKey: string; action: string }[] = [];
  const api = {
    ready: (callback: () => void) => callback(),
    render(container: HTMLElement, parameters: Record<string, (token?: string) => void>) {
      if (v2 === 'throws') throw new Error('Invalid site key');
      expect(container.isConnected).toBe(true);
      rendered.push(parameters);
      return rendered.length - 1;
    },
    execute(id: number) {
      const parameters = rendered[id] as Record<string, (token?: string) => void>;
      if (v2 === 'token') queueMicrotask(() => parameters.callback!('v2-token'));
      if (v2 === 'empty') queueMicrotask(() => parameters.callback!(''));
      if (v2 === 'expired') queueMicrotask(() => parameters['expired-callback']!());
      if (v2 === 'error') queueMicrotask(() => parameters['error-callback']!());
      if (v2 === 'challenge-closed') showThenHideChallenge();
    },
    ...(enterprise
      ? {
          enterprise: {
            ready: (callback: () => void) => callback(),
            execute: async (siteKey: string, { action }: { action: string }) => {
              executed.push({ siteKey, action });
              return v3();
            },
          },
        }
      : {}),
  };
  (window as { grecaptcha?: unknown }).grecaptcha = api;
  return { rendered, executed };
}

/** reCAPTCHA's challenge: a titled frame two boxes deep, its outer box hidden when the player closes it. */
function showThenHideChallenge() {
  const box = document.createElement('div');
  box.style.visibility = 'visible';
  const middle = document.createElement('div');
  const frame = document.createElement('iframe');
  frame.title = 'recaptcha challenge expires in two minutes';
  frame.srcdoc = '<p>challenge</p>';
  middle.append(frame);
  box.append(middle);
  document.body.append(box);
  setTimeout(() => (box.style.visibility = 'hidden'), 20);
}

const run = () => runRecaptcha(settings, new AbortController().signal);

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  vi.mocked(loadScript).mockReset().mockResolvedValue(undefined);
  document.body.replaceChildren();
});

describe('reCAPTCHA: invisible v2, then the Enterprise v3 score (spec §7)', () => {
  it('gives both tokens, the v2 widget invisible with its site key, the score asked for p2pUserScore', async () => {
    const fake = fakeGrecaptcha('token');
    await expect(run()).resolves.toEqual({ captchaResponse: 'v2-token', captchaResponseV3: 'v3-token' });
    expect(fake.rendered[0]).toMatchObject({ sitekey: 'v2-key', size: 'invisible' });
    expect(fake.executed).toEqual([{ siteKey: 'v3-key', action: 'p2pUserScore' }]);
    expect(vi.mocked(loadScript).mock.calls.map(([url]) => url)).toEqual([settings.recaptchaScript, settings.recaptchaEnterpriseScript]);
    expect(document.body.children).toHaveLength(0);
  });

  it('says the player closed the challenge when it is hidden without a token', async () => {
    fakeGrecaptcha('challenge-closed');
    await expect(run()).rejects.toMatchObject({ kind: 'captcha', code: 'recaptcha-closed' });
  });

  it('says the token expired, the challenge could not load, or the token was empty', async () => {
    fakeGrecaptcha('expired');
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-expired' });
    fakeGrecaptcha('error');
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-script' });
    fakeGrecaptcha('empty');
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-unknown' });
  });

  it('says the script failed to load, and an unexpected error when the API throws', async () => {
    fakeGrecaptcha('token');
    vi.mocked(loadScript).mockRejectedValueOnce(new Error('404'));
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-script' });
    fakeGrecaptcha('throws');
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-unexpected' });
    fakeGrecaptcha('token', { v3: async () => Promise.reject(new Error('score failed')) });
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-unexpected' });
    delete (window as { grecaptcha?: unknown }).grecaptcha;
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-unexpected' });
  });

  it('says there is no Enterprise client when its script does not bring one', async () => {
    fakeGrecaptcha('token', { enterprise: false });
    await expect(run()).rejects.toMatchObject({ code: 'recaptcha-no-enterprise', message: 'No reCAPTCHA enterprise client' });
  });

  it('needs both site keys before loading anything', async () => {
    await expect(runRecaptcha({ ...settings, recaptchaEnterpriseSiteKey: '' }, new AbortController().signal)).rejects.toMatchObject({ code: 'captcha-id-empty' });
    expect(vi.mocked(loadScript)).not.toHaveBeenCalled();
  });

  it('stops when the step is cancelled, removing its widget', async () => {
    fakeGrecaptcha('challenge-closed');
    const controller = new AbortController();
    const result = runRecaptcha(settings, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
