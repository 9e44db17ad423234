/** The sandbox's "payment provider": a page with Pay and Decline, as a provider's test mode has. */
import type { SandboxDeposit } from './deposits';

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function page(title: string, body: string, brand = 'Sandbox payment provider'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="/demo/provider.css"></head>
<body><main class="provider"><p class="provider__brand">${escape(brand)}</p>${body}</main></body></html>`;
}

export function providerPage(deposit: SandboxDeposit): string {
  const amount = `${deposit.amount.toFixed(2)} ${deposit.currency}`;
  const id = encodeURIComponent(deposit.id);
  if (deposit.status !== 'created') return resultPage(deposit);
  return page(
    `Pay ${amount}`,
    `<h1>Pay ${escape(amount)}</h1>
<p>${escape(deposit.methodText)} · deposit <code>${escape(deposit.id.slice(0, 8))}</code></p>
<form method="post" action="/sandbox/pay/${id}/pay"><button class="provider__pay" type="submit">Pay ${escape(amount)}</button></form>
<form method="post" action="/sandbox/pay/${id}/decline"><button class="provider__decline" type="submit">Decline</button></form>`,
  );
}

export function resultPage(deposit: SandboxDeposit): string {
  const text: Record<SandboxDeposit['status'], string> = {
    created: 'Waiting for payment.',
    pending: 'Payment sent. The cashier will show the result; you can close this window.',
    processed: 'Payment received. You can close this window.',
    declined: 'Payment declined. You can close this window.',
  };
  // Only http(s) return addresses are links: the create's returnUrl is the player's page, never a script.
  const back = deposit.returnUrl && /^https?:\/\//i.test(deposit.returnUrl) && deposit.status !== 'created'
    ? `<p><a class="provider__return" href="${escape(deposit.returnUrl)}">Back to the shop</a></p>`
    : '';
  return page('Payment', `<h1 data-status="${deposit.status}">${escape(text[deposit.status])}</h1>${back}`);
}

export const notFoundPage = () => page('Not found', '<h1>No such payment</h1>');

/** The visual guide a method's `video_guide_url` points at: the steps of paying with it, as a provider's help page. */
export function guidePage(methodText: string, crypto = false): string {
  const steps = crypto
    ? [
        'Choose the network your wallet sends on: the cashier shows your address on it.',
        'In your wallet, scan the QR code or paste the address, and send at least the minimum.',
        'Send only this coin on this network: coins sent on another network are lost.',
        'Come back to the cashier: it shows the transfer as soon as it is seen, and counts its confirmations.',
      ]
    : [
        'Type the amount and fill in the fields the cashier asks for.',
        'Press Deposit: the payment page opens in a new window.',
        'Confirm the payment there, in your bank or wallet.',
        'Come back to the cashier: it shows the result as soon as the provider reports it.',
      ];
  return page(
    `How to pay with ${methodText}`,
    `<h1>How to pay with ${escape(methodText)}</h1>
<ol class="provider__steps">
${steps.map((step) => `<li>${escape(step)}</li>`).join('\n')}
</ol>`,
  );
}
