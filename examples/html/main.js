// @ts-check
// The plain page's script: the typed element from the package's declarations (checked by tsc).

const cashier = /** @type {import('payment-cashier').PaymentCashier} */ (document.getElementById('cashier'));
const statusLine = /** @type {HTMLElement} */ (document.getElementById('status'));
const reopen = /** @type {HTMLButtonElement} */ (document.getElementById('reopen'));

// The sandbox that serves this page is its backend (api-url defaults to the page's origin); a test
// runner that serves the page itself names its sandbox in the address.
const api = new URLSearchParams(location.search).get('api');
if (api) cashier.setAttribute('api-url', api);

cashier.addEventListener('cashier-init', (event) => {
  statusLine.textContent = `Cashier ready (${event.detail.locale}, ${event.detail.transport}).`;
});
cashier.addEventListener('cashier-create-transaction', (event) => {
  const { depositId, amount, currency, paymentMethod } = event.detail;
  statusLine.textContent = `Deposit ${depositId} of ${amount} ${currency} created with ${paymentMethod}.`;
});
cashier.addEventListener('cashier-close', () => {
  cashier.hidden = true;
  reopen.hidden = false;
  reopen.focus();
});
reopen.addEventListener('click', () => {
  cashier.hidden = false;
  reopen.hidden = true;
});

// Deposit or Withdraw: the element opens the chosen side at once.
for (const button of document.querySelectorAll('[data-path]')) {
  button.addEventListener('click', () => {
    cashier.initialPath = /** @type {HTMLElement} */ (button).dataset.path;
    for (const other of document.querySelectorAll('[data-path]')) other.setAttribute('aria-pressed', String(other === button));
  });
}
