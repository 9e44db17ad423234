// `npm run soak [-- N [seed]] [--rate=0.1] [--concurrency=3]`: N players (50 by default) driven
// through the real demo page and element in Debian's Chromium against the built sandbox in its
// fault mode (seed 1 by default), each in its own browser context: two deposits (of a redirect paid
// in the payment window, a P2P invoice and a crypto address, in turn), a withdrawal, and a Coin
// Shop box. Then a table compares what the UI showed with what the sandbox made (its handle's
// madeFor): duplicates (two made for one intent), lost (the UI said made, the sandbox has none) and
// false finals (the UI shows a final status the sandbox does not have); it exits 1 when there is
// any. Loopback only; bounded in players, in time per player and in time overall. Not part of
// `npm test`. demo/sandbox/README.md ("Fault mode") says what each column counts.
import { chromium } from 'playwright-core';
import { startSandbox } from '../../dist/sandbox/server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const positional = args.filter((arg) => !arg.startsWith('--')).map(Number);
const PLAYERS = Math.min(500, positional[0] ?? 50);
const SEED = positional[1] ?? 1;
const RATE = option('rate', 0.1);
const CONCURRENCY = Math.max(1, Math.min(8, option('concurrency', 3)));
/** One player's whole run, at most (then their context is closed and what is open counts as not shown). */
const PLAYER_MS = option('player-seconds', 180) * 1000;
/** The whole soak, at most: players not started by then are skipped. */
const TOTAL_MS = option('minutes', 25) * 60_000;
const PORT = option('port', 4241);
/**
 * The sandbox clock 10 times faster: payments settle in 300 ms, a TRC-20 transfer confirms in 6 s,
 * and a P2P invoice lasts 90 s, longer than a lost socket answer (30 s, real time) and two retries.
 */
const TIME_FACTOR = 10;
const STEP_MS = 40_000;
/** Presses of Deposit (or Confirm) per intent: the first and the player's retries after an error. */
const ATTEMPTS = 3;

if (!Number.isInteger(PLAYERS) || PLAYERS < 1 || !Number.isSafeInteger(SEED)) {
  console.error('usage: npm run soak -- [players (1 to 500)] [seed (an integer)] [--rate=0.1] [--concurrency=3]');
  process.exit(2);
}

const CAPTCHA = JSON.stringify({
  recaptchaScript: '/sandbox/captcha/standin.js?api=recaptcha',
  recaptchaEnterpriseScript: '/sandbox/captcha/standin.js?api=enterprise',
  recaptchaSiteKey: 'sandbox-v2-site-key',
  recaptchaEnterpriseSiteKey: 'sandbox-v3-site-key',
  sliderScript: '/sandbox/captcha/standin.js?api=slider',
});
const base = `http://127.0.0.1:${PORT}`;
const CREATE_PATH = /\/api\/payment\/(deposit-create(?:-p2p|-sweepstake)?|withdrawal-create)$/;
const CREATE_EVENT = /^payment:(deposit-create(?:-p2p|-sweepstake)?|withdrawal-create)$/;

const sandbox = await startSandbox(PORT, '127.0.0.1', TIME_FACTOR, { faults: { seed: SEED, rate: RATE } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1'],
});

/** Every intent the players started: what it was, the keys its creates carried, and what the UI said. */
const intents = [];

const shadowText = (page) => page.locator('payment-cashier').evaluate((element) => element.shadowRoot?.textContent ?? '').catch(() => '');
const cashier = (page) => page.locator('payment-cashier');
const find = (page, selector) => cashier(page).locator(selector).first();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the first of these texts (or selectors, `$…`) to show; its name, or undefined after `ms`. */
async function firstOf(page, choices, ms = STEP_MS) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const text = await shadowText(page);
    for (const [name, probe] of Object.entries(choices)) {
      if (typeof probe === 'string' && probe.startsWith('$')) {
        if (await find(page, probe.slice(1)).isVisible().catch(() => false)) return name;
      } else if (probe instanceof RegExp ? probe.test(text) : text.includes(probe)) return name;
    }
    await sleep(150);
  }
  return undefined;
}

/** An error page, or a page's own error with its Try again (a crypto address the create did not bring). */
const ERROR = /An error occurred|No answer in time|Your withdrawal may still have been made|There is no address for this network right now/;
/** A call refused while the page stays (a 503 on Paid, say): the widget says so in its snackbar. */
const REFUSED = '$.snackbar';
const dismissSnackbar = async (page) => {
  await find(page, '.snackbar__close').click().catch(() => {});
  await sleep(200);
};
const DEPOSIT_FINAL = { success: 'Payment received', decline: /Payment declined|Transfer not credited|This invoice was cancelled|This invoice has expired/ };

/** The demo page with a cashier configured for this step (as the screenshots mount one); whether its first screen showed. */
async function mount(page, { token, transport, geo = 'MX', currency = 'MXN', attributes = {}, ready = '.entries[data-ready="true"]' }) {
  await page.goto(`${base}/demo/`);
  await page.evaluate(({ token, transport, user, attributes }) => {
    const element = document.createElement('payment-cashier');
    element.setAttribute('transport', transport);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute('token', token);
    element.user = user;
    document.getElementById('mount').replaceChildren(element);
  }, { token, transport, user: { paymentGeo: geo, currency }, attributes: { captcha: CAPTCHA, 'geetest-captcha-id': 'sandbox-geetest-id', ...attributes } });
  return (await firstOf(page, { ready: `$${ready}`, error: ERROR }, STEP_MS)) === 'ready';
}

/** Steps that never reached their Deposit (or Confirm) button: a fault on the calls before it each time. */
const unreached = {};

/**
 * Brings the player to the page where they press Deposit: `prepare` mounts and goes there, and is
 * tried again from the start (the player reloads) when a fault stops it on the way.
 */
async function reach(kind, prepare) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await prepare().catch(() => false)) return true;
  }
  unreached[kind] = (unreached[kind] ?? 0) + 1;
  return false;
}

/** Records the keys of the creates this page sends, over HTTP and over the socket, into whatever intent is current. */
function watchCreates(page, player) {
  const add = (key) => {
    if (player.current && typeof key === 'string') player.current.keys.add(key);
  };
  // What the page asked and was answered, for an intent that ends with no result shown.
  const trace = (what) => player.current?.trace.push(`${((Date.now() - player.current.started) / 1000).toFixed(1)} ${what}`);
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) trace(`${response.request().method()} ${path.replace('/api/payment/', '')} ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) trace(`${path.replace('/api/payment/', '')} failed ${request.failure()?.errorText}`);
  });
  page.on('request', (request) => {
    if (!CREATE_PATH.test(new URL(request.url()).pathname)) return;
    try {
      add(JSON.parse(request.postData() ?? '{}').idempotencyKey);
    } catch {}
  });
  page.on('websocket', (socket) => {
    trace('socket open');
    socket.on('close', () => trace('socket closed'));
    socket.on('framereceived', ({ payload }) => {
      const ack = /^43(\d+)(.*)$/s.exec(typeof payload === 'string' ? payload : '');
      if (ack) trace(`ack ${ack[1]} ${ack[2].slice(0, 100)}`);
      const pushed = /^42\["([^"]+)"/.exec(typeof payload === 'string' ? payload : '');
      if (pushed) trace(`push ${pushed[1]}`);
    });
    socket.on('framesent', ({ payload }) => {
      const sent = /^42(\d*)\["([^"]+)"/.exec(typeof payload === 'string' ? payload : '');
      if (sent) trace(`emit ${sent[2]} #${sent[1]}`);
      // A socket.io event with an acknowledgement: 42<id>["payment:deposit-create",{…}].
      const packet = /^42\d*(\[.*\])$/s.exec(typeof payload === 'string' ? payload : '');
      if (!packet) return;
      try {
        const [event, body] = JSON.parse(packet[1]);
        if (CREATE_EVENT.test(event)) add(body?.idempotencyKey);
      } catch {}
    });
  });
}

function startIntent(player, kind, amount) {
  const intent = { player: player.token, transport: player.transport, kind, amount, keys: new Set(), made: false, final: undefined, note: '', started: Date.now(), trace: [] };
  intents.push(intent);
  player.current = intent;
  return intent;
}

/**
 * Presses the submit button, and on an error page "Try again" and then the button again (the same
 * intent: the widget sends its key again). `madeWhen` names what shows a made deposit.
 */
/** Deposit (or the form's button), pressed once it is ready: a player waits while it says Loading (the fresh list, after a kept one). */
const pressSubmit = (page) => find(page, 'button[type="submit"]:not([aria-disabled="true"])').click({ timeout: 15_000 }).catch(() => {});

async function submitWithRetries(page, intent, madeWhen, submit = () => pressSubmit(page)) {
  // The snackbar first: its title may read "An error occurred" as the error page does.
  const choices = { refused: REFUSED, ...madeWhen, error: ERROR };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await submit();
    let shown = await firstOf(page, choices);
    if (!shown) {
      const screen = (await shadowText(page)).replace(/\s+/g, ' ');
      intent.note = `nothing shown, on "${screen.slice(0, 80)} … ${screen.slice(-80)}"`;
      return undefined;
    }
    // A refusal in the snackbar: the player closes it and looks again; the page may have moved on
    // meanwhile (the refusal was of another call), else they press again.
    for (let refusals = 0; shown === 'refused' && refusals < ATTEMPTS; refusals++) {
      await dismissSnackbar(page);
      shown = (await firstOf(page, choices, 3000)) ?? 'stayed';
    }
    if (shown === 'refused' || shown === 'stayed') continue;
    if (shown !== 'error') {
      intent.made = true;
      return shown;
    }
    // The error page (or the unanswered create's): "Try again" goes back to the form, amount kept.
    await cashier(page).getByRole('button', { name: 'Try again' }).first().click().catch(() => {});
    await sleep(300);
  }
  intent.note = 'errors on every try';
  return undefined;
}

/**
 * The final status the UI shows for a deposit, waiting for it up to `ms`. An error page after the
 * deposit was made (a Paid answered 503, a socket lost for good) is followed as a player would:
 * "Check my deposit" where the page offers it (its complete page, which asks the status), else
 * "Try again"; only a deposit whose final status never shows counts as no result.
 */
async function finalShown(page, intent, ms = STEP_MS) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const shown = await firstOf(page, { refused: REFUSED, ...DEPOSIT_FINAL, error: ERROR }, ms);
    // A refusal in the snackbar (a status look-up refused): closed, and the page looked at again.
    if (shown === 'refused') {
      await dismissSnackbar(page);
      continue;
    }
    if (shown && shown !== 'error') {
      intent.final = shown;
      return shown;
    }
    if (!shown) {
      const screen = (await shadowText(page)).replace(/\s+/g, ' ');
      intent.note ||= `no final status within ${ms / 1000} s on "${screen.slice(0, 80)} … ${screen.slice(-80)}"`;
      return undefined;
    }
    const check = cashier(page).getByRole('button', { name: /Check my deposit|Check my withdrawals/ }).first();
    const next = (await check.isVisible().catch(() => false)) ? check : cashier(page).getByRole('button', { name: 'Try again' }).first();
    await next.click().catch(() => {});
    await sleep(300);
  }
  intent.note ||= 'an error page after it was made, on every check';
  return undefined;
}

const entry = (page, name) => cashier(page).locator('.entry', { hasText: name }).first().click();

/** A redirect method (CoDi): Deposit opens the payment window, where the player presses Pay. */
async function redirectDeposit(page, player, amount) {
  const ready = await reach('redirect', async () => {
    if (!(await mount(page, { token: player.token, transport: player.transport }))) return false;
    await entry(page, 'CoDi');
    await find(page, 'input[inputmode="decimal"]').fill(String(amount));
    await find(page, '.field input:not([inputmode="decimal"])').fill('Ana Pérez');
    return true;
  });
  if (!ready) return;
  const intent = startIntent(player, 'redirect', amount);
  const popups = [];
  const onPopup = (popup) => popups.push(popup);
  page.context().on('page', onPopup);
  const made = await submitWithRetries(page, intent, { waiting: 'Waiting for your payment', ...DEPOSIT_FINAL });
  page.context().off('page', onPopup);
  if (made === 'waiting') {
    // The last window opened is this deposit's: it shows the provider's page once the widget points it there.
    const window = popups.at(-1);
    const pay = window?.locator('button.provider__pay');
    if (pay && (await pay.waitFor({ timeout: 15_000 }).then(() => true, () => false))) await pay.click();
    else intent.note = 'no payment window';
  } else if (made) intent.final = made;
  if (!intent.final) await finalShown(page, intent);
  for (const popup of popups) await popup.close().catch(() => {});
}

/** A P2P invoice (KG, MBank): transfer, then "I have made the transfer". */
async function p2pDeposit(page, player, amount) {
  const ready = await reach('p2p', async () => {
    if (!(await mount(page, { token: player.token, transport: player.transport, geo: 'KG', currency: 'KGS' }))) return false;
    await entry(page, 'Transfers in Kyrgyzstan');
    await entry(page, 'MBank');
    await find(page, 'input[inputmode="decimal"]').fill(String(amount));
    return true;
  });
  if (!ready) return;
  const intent = startIntent(player, 'p2p', amount);
  const made = await submitWithRetries(page, intent, { invoice: 'I have made the transfer', ...DEPOSIT_FINAL });
  if (made === 'invoice') {
    // Paid, pressed again as a player would after a refusal in the snackbar (the invoice stays open);
    // anything else (the checking page, a final status, an error page) is followed by finalShown.
    const paid = cashier(page).getByRole('button', { name: 'I have made the transfer' });
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const pressed = await paid.click().then(() => true, (error) => error);
      if (pressed !== true) intent.note = `"I have made the transfer" not pressed: ${String(pressed.message).split('\n')[0].slice(0, 60)}`;
      if ((await firstOf(page, { refused: REFUSED, ...DEPOSIT_FINAL, checking: '$.status', error: ERROR })) !== 'refused') break;
      await dismissSnackbar(page);
    }
    await finalShown(page, intent);
  } else if (made) intent.final = made;
}

/** Sends coins from the sandbox wallet to the address the page shows. */
async function sendTo(page, amount) {
  const address = (await find(page, '.crypto-address').textContent().catch(() => '')) ?? '';
  if (!address) return false;
  const sent = await fetch(`${base}/sandbox/crypto/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: address.trim(), amount }) });
  return sent.ok;
}

/** Presses a coin's tile, which creates its address (an error there is retried by pressing it again), and pays it from the sandbox wallet. */
async function payCoinAddress(page, intent, amount) {
  // "Try again" goes back a page or two (the coins, the methods, the boxes): the player finds the coin again.
  const pressCoin = async () => {
    const visible = (selector) => find(page, selector).isVisible().catch(() => false);
    const methods = cashier(page).locator('.entry', { hasText: 'Cryptocurrency' }).first();
    if (!(await visible('.coin')) && (await visible('.box'))) await cashier(page).locator('.box').nth(3).click();
    if (!(await visible('.coin')) && (await methods.isVisible().catch(() => false))) await methods.click();
    // Neither the boxes, the methods nor the coins: back on the address page, which asks for its address itself.
    if (await visible('.coin')) await cashier(page).locator('.coin', { hasText: 'USDT' }).first().click();
  };
  const made = await submitWithRetries(page, intent, { address: '$.crypto-address' }, pressCoin);
  if (made !== 'address') return;
  if (!(await sendTo(page, amount))) intent.note = 'the wallet refused the address';
  await finalShown(page, intent);
}

/** A crypto address (USDT on TRC-20): the address, then a transfer from the sandbox wallet. */
async function cryptoDeposit(page, player) {
  const ready = await reach('crypto', async () => {
    if (!(await mount(page, { token: player.token, transport: player.transport }))) return false;
    await entry(page, 'Cryptocurrency');
    await find(page, '.coin').waitFor();
    return true;
  });
  if (ready) await payCoinAddress(page, startIntent(player, 'crypto', 25), 25);
}

/** A card withdrawal (MX): amount, card, Continue, Confirm withdrawal. */
async function withdrawal(page, player, amount) {
  const ready = await reach('withdrawal', async () => {
    if (!(await mount(page, { token: player.token, transport: player.transport, attributes: { 'initial-path': '/withdrawal' }, ready: '.accounts' }))) return false;
    await entry(page, 'Bank card');
    await find(page, 'input[inputmode="decimal"]').fill(String(amount));
    await cashier(page).getByLabel('Card number').fill('4169585312345678');
    await cashier(page).getByLabel('Name on the card').fill('Ana Pérez');
    return true;
  });
  if (!ready) return;
  const intent = startIntent(player, 'withdrawal', amount);
  // Continue to the confirm page (again, after "Try again" brought the player back to the form), then Confirm.
  const confirm = async () => {
    const button = (name) => cashier(page).getByRole('button', { name, exact: true });
    if (!(await button('Confirm withdrawal').isVisible().catch(() => false))) await button('Continue').click();
    await button('Confirm withdrawal').click();
  };
  const made = await submitWithRetries(page, intent, { requested: 'Withdrawal requested' }, confirm);
  if (made === 'requested') intent.final = 'requested';
}

/** A Coin Shop box (sweep mode): the $19.99 box, paid in USDT on TRC-20, exactly its price at the sandbox's rate. */
async function boxPurchase(page, player) {
  const ready = await reach('box', async () => {
    if (!(await mount(page, { token: player.token, transport: player.transport, currency: 'USD', attributes: { 'widget-view-type': 'sweep' }, ready: '.box' }))) return false;
    await cashier(page).locator('.box').nth(3).click();
    await entry(page, 'Cryptocurrency');
    await find(page, '.coin').waitFor();
    return true;
  });
  if (ready) await payCoinAddress(page, startIntent(player, 'box', 19.99), 19.99);
}

const DEPOSIT_PAIRS = [[redirectDeposit, p2pDeposit], [p2pDeposit, cryptoDeposit], [cryptoDeposit, redirectDeposit]];

async function runPlayer(index) {
  const player = { token: `soak-${SEED}-${index}`, transport: index % 2 ? 'socket' : 'http', current: undefined };
  const context = await browser.newContext({ viewport: { width: 420, height: 900 } });
  // A fault on the way shows itself within seconds: a locator that waits longer is stuck.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  watchCreates(page, player);
  // Amounts whose cents choose no test outcome (never .13 or .42).
  const amount = 150 + (index % 40);
  const steps = [
    () => DEPOSIT_PAIRS[index % 3][0](page, player, amount),
    () => DEPOSIT_PAIRS[index % 3][1](page, player, 1500 + (index % 40)),
    () => withdrawal(page, player, 100 + (index % 40)),
    () => boxPurchase(page, player),
  ];
  const run = (async () => {
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        const screen = (await shadowText(page)).replace(/\s+/g, ' ').slice(0, 90);
        if (player.current) player.current.note ||= `step failed: ${String(error.message).split('\n')[0].slice(0, 60)} on "${screen}"`;
      }
      player.current = undefined;
    }
  })();
  const timedOut = await Promise.race([run.then(() => false), sleep(PLAYER_MS).then(() => true)]);
  if (timedOut) intents.filter((intent) => intent.player === player.token && !intent.final).forEach((intent) => (intent.note ||= 'player out of time'));
  await context.close().catch(() => {});
  await run.catch(() => {});
}

const started = Date.now();
let next = 0;
let skipped = 0;
await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
  while (next < PLAYERS) {
    const index = next++;
    if (Date.now() - started > TOTAL_MS) {
      skipped += 1;
      continue;
    }
    await runPlayer(index);
    process.stdout.write(`\rplayers done: ${index + 1 - skipped}/${PLAYERS}`);
  }
}));
process.stdout.write('\n');
// Let what was paid settle (the sandbox clock is 10 times faster) before reading what it made.
await sleep(2000);

/** What the sandbox made for an intent: the deposits answered to one of its keys, or withdrawals made with one. */
function madeFor(intent) {
  const made = sandbox.madeFor(intent.player);
  const records = intent.kind === 'withdrawal' ? made.withdrawals.map((w) => ({ ...w, idempotencyKeys: [w.idempotencyKey] })) : made.deposits;
  return records.filter((record) => record.idempotencyKeys.some((key) => intent.keys.has(key)));
}
const SANDBOX_FINAL = { success: 'processed', decline: 'declined', requested: 'pending' };
const rows = { intents: 0, 'made (sandbox)': 0, 'finals shown': 0, duplicates: 0, lost: 0, 'false finals': 0, 'keys per intent > 1': 0 };
const findings = [];
const players = new Set(intents.map((intent) => intent.player));
for (const token of players) {
  const made = sandbox.madeFor(token);
  rows['made (sandbox)'] += made.deposits.filter((d) => d.idempotencyKeys.length).length + made.withdrawals.length;
}
for (const intent of intents) {
  rows.intents += 1;
  const records = madeFor(intent);
  if (intent.final) rows['finals shown'] += 1;
  if (intent.keys.size > 1) rows['keys per intent > 1'] += 1;
  const say = (what) => findings.push(`${what}: ${intent.player} ${intent.kind} ${intent.amount} keys [${[...intent.keys].join(', ')}] made [${records.map((r) => `${r.id.slice(0, 8)} ${r.status}`).join(', ')}]${intent.note ? ` (${intent.note})` : ''}`);
  if (records.length > 1) {
    rows.duplicates += 1;
    say('duplicate');
  }
  if (intent.made && records.length === 0) {
    rows.lost += 1;
    say('lost');
  }
  if (intent.final) {
    // A withdrawal stays pending after "requested", or is settled since: either is what the UI said.
    const expected = SANDBOX_FINAL[intent.final];
    const ok = records.some((record) => record.status === expected || (intent.final === 'requested' && record.status === 'processed'));
    if (!ok) {
      rows['false finals'] += 1;
      say(`false final (${intent.final})`);
    }
  }
}

const kinds = ['redirect', 'p2p', 'crypto', 'withdrawal', 'box'];
const byKind = Object.fromEntries(kinds.map((kind) => {
  const of = intents.filter((intent) => intent.kind === kind);
  return [kind, { intents: of.length, 'said made': of.filter((i) => i.made).length, 'finals shown': of.filter((i) => i.final).length, 'no result shown': of.filter((i) => !i.final).length }];
}));
console.log(`\nSoak: ${PLAYERS} players (${skipped} skipped for time), seed ${SEED}, fault rate ${RATE}, ${CONCURRENCY} at a time, ${Math.round((Date.now() - started) / 1000)} s`);
console.table(rows);
console.table(byKind);
console.log('Faults injected:', sandbox.faultCounts());
if (Object.keys(unreached).length) console.log('Steps that never reached their button (faults on the calls before it, each try):', unreached);
if (findings.length) console.log(`\n${findings.join('\n')}`);
const unshown = intents.filter((intent) => !intent.final && intent.note);
for (const intent of unshown) console.log(`\n${intent.player} (${intent.transport}) ${intent.kind} ${intent.amount}: ${intent.note}\n  ${intent.trace.slice(-40).join('\n  ')}`);
if (unshown.length) {
  const notes = {};
  for (const intent of unshown) notes[`${intent.kind}: ${intent.note}`] = (notes[`${intent.kind}: ${intent.note}`] ?? 0) + 1;
  console.log('\nIntents with no result shown, by why:');
  console.table(notes);
}

await browser.close();
await sandbox.close();
process.exit(rows.duplicates + rows.lost + rows['false finals'] > 0 ? 1 : 0);
