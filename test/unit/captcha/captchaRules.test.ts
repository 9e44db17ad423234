import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ERROR_MESSAGES, captchaError, captchaMessageKey } from '../../../src/captcha/captchaErrors';
import { captchaKindOf } from '../../../src/captcha/captchaMethods';
import { RECAPTCHA_METHODS, SLIDER_CAPTCHA_METHODS } from '../../../src/contract/captcha';
import { captchaSettingsFrom, DEFAULT_CAPTCHA_SETTINGS, scriptUrl } from '../../../src/captcha/captchaSettings';
import { geetestLanguage } from '../../../src/captcha/geetestLanguage';
import { messageForError } from '../../../src/state/errorMessage';

const en = JSON.parse(readFileSync(join(process.cwd(), 'locales/en.json'), 'utf8')) as Record<string, string>;

describe('which methods need which captcha (spec §9 fixed lists)', () => {
  it('reCAPTCHA for the listed P2P methods, the slider for its own list, nothing for the rest', () => {
    expect(captchaKindOf('mbank_p2p_kg')).toBe('recaptcha');
    expect(captchaKindOf('card_p2p_ru')).toBe('recaptcha');
    expect(captchaKindOf('nagad_p2p')).toBe('slider');
    expect(captchaKindOf('bca_id')).toBe('slider');
    expect(captchaKindOf('bkash_p2p')).toBeNull();
    expect(captchaKindOf('visa_ng')).toBeNull();
    expect(captchaKindOf('')).toBeNull();
  });

  it('no method is on both lists', () => {
    expect([...RECAPTCHA_METHODS].filter((name) => SLIDER_CAPTCHA_METHODS.has(name))).toEqual([]);
  });
});

describe('captcha errors (spec §8)', () => {
  it('every captcha error of the specification has a code, and every code a message in the catalog', () => {
    expect(Object.keys(CAPTCHA_ERROR_MESSAGES).sort()).toEqual(
      [
        'recaptcha-no-enterprise', 'recaptcha-script', 'recaptcha-browser-only', 'recaptcha-unexpected', 'recaptcha-closed', 'recaptcha-expired', 'recaptcha-unknown',
        'slider-closed', 'slider-unknown', 'slider-script', 'slider-network',
        'captcha-id-empty', 'captcha-data-empty', 'geetest-result-empty',
      ].sort(),
    );
    for (const key of Object.values(CAPTCHA_ERROR_MESSAGES)) expect(en[key], key).toEqual(expect.any(String));
  });

  it('the player reads what happened: closed, expired, not loaded, not set up, browser only, or failed', () => {
    expect(captchaMessageKey('recaptcha-closed')).toBe('captcha.error.closed');
    expect(captchaMessageKey('slider-closed')).toBe('captcha.error.closed');
    expect(captchaMessageKey('recaptcha-expired')).toBe('captcha.error.expired');
    expect(captchaMessageKey('recaptcha-script')).toBe('captcha.error.load');
    expect(captchaMessageKey('slider-network')).toBe('captcha.error.load');
    expect(captchaMessageKey('recaptcha-no-enterprise')).toBe('captcha.error.setup');
    expect(captchaMessageKey('captcha-id-empty')).toBe('captcha.error.setup');
    expect(captchaMessageKey('captcha-data-empty')).toBe('captcha.error.setup');
    expect(captchaMessageKey('recaptcha-browser-only')).toBe('captcha.error.browser');
    expect(captchaMessageKey('geetest-result-empty')).toBe('captcha.error.failed');
    expect(captchaMessageKey('something new')).toBe('captcha.error.failed');
    expect(captchaMessageKey(undefined)).toBe('captcha.error.failed');
  });

  it('is shown by its own message, not as a provider or network error', () => {
    const error = captchaError('recaptcha-closed', 'closed');
    expect(error).toMatchObject({ kind: 'captcha', code: 'recaptcha-closed', message: 'closed' });
    expect(messageForError(error, () => true)).toEqual({ key: 'captcha.error.closed' });
  });
});

describe('the captcha setting', () => {
  it('takes each string it is given and the default for the rest', () => {
    expect(captchaSettingsFrom(undefined)).toEqual(DEFAULT_CAPTCHA_SETTINGS);
    expect(captchaSettingsFrom('not an object')).toEqual(DEFAULT_CAPTCHA_SETTINGS);
    expect(captchaSettingsFrom({ recaptchaSiteKey: ' key ', sliderScript: '/slider.js', recaptchaScript: 42, recaptchaEnterpriseScript: '  ', extra: 'x' })).toEqual({
      ...DEFAULT_CAPTCHA_SETTINGS,
      recaptchaSiteKey: 'key',
      sliderScript: '/slider.js',
    });
  });

  it('loads scripts only over http(s), made absolute against the page', () => {
    const page = 'https://casino.example/cashier/';
    expect(scriptUrl('/sandbox/captcha/standin.js?api=slider', page)).toBe('https://casino.example/sandbox/captcha/standin.js?api=slider');
    expect(scriptUrl('https://www.google.com/recaptcha/api.js', page)).toBe('https://www.google.com/recaptcha/api.js');
    expect(scriptUrl('javascript:alert(1)', page)).toBeNull();
    expect(scriptUrl('data:text/javascript,alert(1)', page)).toBeNull();
    expect(scriptUrl('http://[bad', page)).toBeNull();
  });
});

describe('the slider language (spec §9 geetest language map)', () => {
  it("speaks the player's language when the slider has it", () => {
    expect(geetestLanguage('es-MX', 'MX')).toBe('spa');
    expect(geetestLanguage('ru', 'KG')).toBe('rus');
    expect(geetestLanguage('en', 'CO')).toBe('eng');
  });

  it("falls back to the country's language for the ten mapped markets, then English", () => {
    const mapped = { IN: 'eng', AR: 'spa', BD: 'eng', ID: 'ind', CL: 'spa', EC: 'spa', CI: 'fra', PE: 'spa', PH: 'eng', CO: 'spa' };
    for (const [country, language] of Object.entries(mapped)) expect(geetestLanguage('sw', country), country).toBe(language);
    expect(geetestLanguage('bn', 'BD')).toBe('eng');
    expect(geetestLanguage('hi', 'IN')).toBe('eng');
    expect(geetestLanguage('sw', 'KE')).toBe('eng');
  });
});

describe("spec §9's Uzbek guaranteed methods (README: Readings of the specification)", () => {
  it('run reCAPTCHA, as the spec lists them among its captcha methods, and nothing else sets them apart', () => {
    expect(captchaKindOf('card_p2p_uz_uzcard')).toBe('recaptcha');
    expect(captchaKindOf('card_p2p_uz_humo')).toBe('recaptcha');
  });
});
