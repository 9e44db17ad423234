/**
 * The sandbox's captcha service: the tokens and slider results its stand-in scripts
 * (captcha/standin.js) hand out, and the verification a create of a captcha method must pass.
 * Each token or result is good for one create; a create without them is `captcha_required`.
 */
import { randomUUID } from 'node:crypto';
import type { CaptchaResults } from '../../src/contract/deposit';
import { RECAPTCHA_METHODS, SLIDER_CAPTCHA_METHODS } from '../../src/contract/captcha';
import { keepAtMost, MAX_CAPTCHA_ENTRIES } from './bounded';

/** Spec §7: the Enterprise v3 score is asked for with this action. */
const SCORE_ACTION = 'p2pUserScore';

interface SliderPass {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export function createCaptchaService() {
  const v2Tokens = new Set<string>();
  const v3Tokens = new Set<string>();
  /** Slider lots loaded, and the results of those slid. */
  const lots = new Set<string>();
  const passes = new Map<string, SliderPass>();
  let bypasses = 0;

  return {
    /** `GET /sandbox/captcha/recaptcha/token?kind=v2|v3&action=`: a token the sandbox will accept once. */
    recaptchaToken(kind: string, action: string): string | null {
      if (kind === 'v2') {
        const token = `sandbox-v2.${randomUUID()}`;
        v2Tokens.add(token);
        keepAtMost(v2Tokens, MAX_CAPTCHA_ENTRIES);
        return token;
      }
      if (kind !== 'v3') return null;
      const token = `sandbox-v3.${action}.${randomUUID()}`;
      v3Tokens.add(token);
      keepAtMost(v3Tokens, MAX_CAPTCHA_ENTRIES);
      return token;
    },
    /** `GET /sandbox/captcha/slider/load?captcha_id=`: a lot to slide, for a captcha id that is set. */
    sliderLoad(captchaId: string): string | null {
      if (!captchaId) return null;
      const lot = randomUUID().replaceAll('-', '');
      lots.add(lot);
      keepAtMost(lots, MAX_CAPTCHA_ENTRIES);
      return lot;
    },
    /** `POST /sandbox/captcha/slider/verify`: the slid lot's result, as the create sends it. */
    sliderVerify(lot: string): SliderPass | null {
      if (!lots.delete(lot)) return null;
      const pass = { lot_number: lot, captcha_output: randomUUID(), pass_token: randomUUID(), gen_time: String(Math.floor(Date.now() / 1000)) };
      passes.set(lot, pass);
      keepAtMost(passes, MAX_CAPTCHA_ENTRIES);
      return pass;
    },
    /** Why a create of this method is refused for its captcha, or null when it passes (and its results are used up). */
    refusal(paymentMethod: string, results: CaptchaResults): string | null {
      if (RECAPTCHA_METHODS.has(paymentMethod)) {
        const v3 = results.captchaResponseV3 ?? '';
        if (!v2Tokens.has(results.captchaResponse ?? '')) return 'no valid reCAPTCHA token';
        if (!v3Tokens.has(v3) || !v3.startsWith(`sandbox-v3.${SCORE_ACTION}.`)) return `no valid reCAPTCHA Enterprise token for ${SCORE_ACTION}`;
        v2Tokens.delete(results.captchaResponse!);
        v3Tokens.delete(v3);
        return null;
      }
      if (SLIDER_CAPTCHA_METHODS.has(paymentMethod)) {
        // Spec §4: a slider that could not be loaded lets the deposit go on; the backend decides, and the sandbox lets it.
        if (results.captchaBypass === true) {
          bypasses += 1;
          return null;
        }
        const pass = passes.get(results.lot_number ?? '');
        if (!pass || pass.pass_token !== results.pass_token || pass.captcha_output !== results.captcha_output || pass.gen_time !== results.gen_time) {
          return 'no valid slider result';
        }
        passes.delete(pass.lot_number);
      }
      return null;
    },
    /** Creates let through with `captchaBypass` (a test command reads it). */
    bypasses: () => bypasses,
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** The stand-in's challenge frame: what reCAPTCHA would ask, and what the test value will do. */
export function challengePage(cents: string): string {
  const what = cents === '51' ? 'The player closes this challenge in a moment (test value .51).' : cents === '52' ? 'This challenge expires in two minutes (test value .52).' : 'A challenge.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox reCAPTCHA challenge</title><link rel="stylesheet" href="/demo/provider.css"></head>
<body><main class="provider provider--challenge"><p class="provider__brand">reCAPTCHA (sandbox)</p><p>${what}</p></main></body></html>`;
}
