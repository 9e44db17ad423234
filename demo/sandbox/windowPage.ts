/** The payment window page as the sandbox's deployment serves it (README "Deployment"). */

/** The sandbox's deployment names its own slider stand-in as the window page's slider script. */
export const SANDBOX_SLIDER_SCRIPT = '/sandbox/captcha/standin.js?api=slider';

/** Headers the payment window page must be served with (README "Deployment"): never in a frame, no base, no plugins, no referrer. */
export const WINDOW_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/** The payment window page as this deployment serves it: its slider script named, its headers set. */
export function windowPageAs(html: string, sliderScript: string): string {
  return html.replace(/(<meta name="payment-cashier-slider-script" content=")[^"]*(")/, `$1${sliderScript.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}$2`);
}
