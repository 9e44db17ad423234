// A Vue 3 app that embeds the cashier from the package (bundled by esbuild, examples/build.mjs).
// Render functions need no compiler: Vue sets the element's known properties as properties and
// turns `onCashierInit` into a listener for `cashier-init`.
import 'payment-cashier'; // defines <payment-cashier> before Vue renders it, so Vue sets properties
import type { CashierEventMap, CashierUser } from 'payment-cashier';
import { createApp, defineComponent, h, ref } from 'vue';

// The sandbox that serves this page is its backend; a test runner serving the page names its own.
const API_URL = new URLSearchParams(location.search).get('api') ?? location.origin;
// The package's static folder, hosted beside the app (README "Deployment").
const STATIC_BASE = new URL('../static/', location.href).href;
const PLAYER: CashierUser = { paymentGeo: 'MX', currency: 'MXN' };

type Side = '/deposit' | '/withdrawal';

const App = defineComponent(() => {
  const side = ref<Side>('/deposit');
  const open = ref(true);
  const status = ref('Loading the cashier…');

  const sideButton = (value: Side, label: string) =>
    h('button', { type: 'button', 'aria-pressed': String(side.value === value), onClick: () => (side.value = value) }, label);

  const cashier = () =>
    h('payment-cashier', {
      token: 'example-player',
      apiUrl: API_URL,
      staticBase: STATIC_BASE,
      initialPath: side.value,
      user: PLAYER,
      onCashierInit: (event: CashierEventMap['cashier-init']) => {
        status.value = `Cashier ready (${event.detail.locale}, ${event.detail.transport}).`;
      },
      onCashierCreateTransaction: ({ detail }: CashierEventMap['cashier-create-transaction']) => {
        status.value = `Deposit ${detail.depositId} of ${detail.amount} ${detail.currency} created with ${detail.paymentMethod}.`;
      },
      onCashierClose: () => (open.value = false),
    });

  return () => [
    h('header', { class: 'site' }, [
      h('h1', 'Sandbox Casino'),
      h('nav', { 'aria-label': 'Cashier' }, [sideButton('/deposit', 'Deposit'), sideButton('/withdrawal', 'Withdraw')]),
    ]),
    h('main', [
      h('p', { class: 'status', role: 'status' }, status.value),
      open.value ? cashier() : h('button', { type: 'button', class: 'reopen', onClick: () => (open.value = true) }, 'Open the cashier'),
    ]),
  ];
});

createApp(App).mount('#app');
