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

const asText = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The payment window page as this deployment serves it: its slider script named, and the origins
 * of the pages that hold the cashier listed (their payments go at once; the page's own origin
 * needs no listing).
 */
export function windowPageAs(html: string, sliderScript: string, hostOrigins: readonly string[] = []): string {
  return html
    .replace(/(<meta name="payment-cashier-slider-script" content=")[^"]*(")/, `$1${asText(sliderScript)}$2`)
    .replace(/(<meta name="payment-cashier-host-origins" content=")[^"]*(")/, `$1${asText(hostOrigins.join(' '))}$2`);
}
