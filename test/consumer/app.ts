// An operator's app, as it would be written against the published package (compiled by
// test/unit/bundle/consumer.test.ts with only the package's own types).
import { forgetPlayer, TAG_NAME, VERSION, type PaymentCashier, type PaymentCashierConstructor } from 'payment-cashier';

const cashier = document.createElement('payment-cashier');
cashier.apiUrl = 'https://pay.example.com';
cashier.user = { paymentGeo: 'BR', currency: 'BRL', lang: 'pt' };
cashier.experiments = [{ key: 'bonus', group: 'group_b' }];
cashier.captcha = { recaptchaSiteKey: 'site-key' };
cashier.sender = (type, payload) => console.log(type, payload);
cashier.addEventListener('cashier-create-transaction', (event) => {
  const amount: string = event.detail.amount;
  const id: string = event.detail.depositId;
  console.log(amount, id);
});
cashier.addEventListener('cashier-close', () => cashier.remove());
const same: PaymentCashier = document.querySelector(TAG_NAME)!;
console.log(VERSION, same.token);
// At logout: what the widget keeps for the player goes, by the module's function or the class's.
forgetPlayer('12345');
(customElements.get(TAG_NAME) as PaymentCashierConstructor | undefined)?.forgetPlayer(12345);
