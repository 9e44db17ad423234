import { DEFAULT_CAPTCHA_SETTINGS, scriptUrl } from '../../captcha/captchaSettings';

/** The meta tag of `payment-window.html` that names the slider's script; a deployment that hosts GeeTest's script itself edits it. */
export const SLIDER_SCRIPT_META = 'payment-cashier-slider-script';

/** The slider script this page's deployment names, else GeeTest's own: never one a message names. */
export function sliderScriptOf(doc: Document): string {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${SLIDER_SCRIPT_META}"]`)?.content;
  return (named && scriptUrl(named, doc.baseURI)) || DEFAULT_CAPTCHA_SETTINGS.sliderScript;
}
