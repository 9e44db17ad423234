// A person's look at the demo in each engine (npm run screenshots covers every screen, in Chromium): the list, a method's first page and the withdrawal list, on a phone and a desktop,
// light, dark and Arabic, written to test/.artifacts/engines/{engine}-{screen}-{variant}.png.
import { mkdir, writeFile } from 'node:fs/promises';
import puppeteer from 'puppeteer-core';
import { startSandbox } from '../../dist/sandbox/server.mjs';
import { ENGINES } from '../engines/engines.mjs';
import { startWebKitSession } from '../engines/webkitSession.mjs';

const OUT = new URL('../.artifacts/engines/', import.meta.url).pathname;
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4178);
const variants = [
  { name: 'narrow', width: 320, height: 860, form: {} },
  { name: 'phone', width: 375, height: 860, form: {} },
  { name: 'desktop', width: 1280, height: 900, form: {} },
  { name: 'dark', width: 375, height: 860, form: { platform: 'android' } },
  { name: 'arabic', width: 375, height: 860, form: { locale: 'ar' } },
];

/** In the page: the demo's form set and submitted, then `screen` reached; resolves when shown. */
const mountScript = `
  const [form, screen] = arguments;
  const until = async (check) => { for (let i = 0; i < 200; i++) { const found = check(); if (found) return found; await new Promise((r) => setTimeout(r, 50)); } throw new Error('not shown: ' + screen); };
  // The demo's script mounts its own cashier once its form is listened to: a submit before would load the page anew.
  await until(() => document.querySelector('payment-cashier'));
  const controls = document.getElementById('controls');
  for (const [name, value] of Object.entries(form)) controls.elements[name].value = value;
  controls.elements.token.value = 'engines-' + Math.random().toString(36).slice(2);
  controls.requestSubmit();
  const root = () => document.querySelector('payment-cashier')?.shadowRoot;
  await until(() => root()?.querySelector('.entries[data-ready="true"]'));
  if (screen === 'method') {
    root().querySelectorAll('.entry')[1].click();
    await until(() => root()?.querySelector('input, .amount, form'));
    await new Promise((r) => setTimeout(r, 300));
  }
  await until(() => [...root().querySelectorAll('img')].every((img) => img.complete));
  await new Promise((r) => setTimeout(r, 500));
  document.querySelector('payment-cashier').scrollIntoView();
  return true;
`;

/** Chromium and Firefox through puppeteer-core (Firefox over WebDriver BiDi). */
async function shootPuppeteer(name, record) {
  const browser = await puppeteer.launch(
    name === 'firefox'
      ? { browser: 'firefox', executablePath: ENGINES.firefox.binary, headless: true }
      : { executablePath: ENGINES.chromium.binary, headless: true, args: ['--no-sandbox', '--disable-gpu'] },
  );
  try {
    for (const variant of variants) {
      for (const screen of ['list', 'method', 'withdrawal']) {
        const page = await browser.newPage();
        await page.setViewport({ width: variant.width, height: variant.height });
        await page.goto(`http://127.0.0.1:${PORT}/demo/`);
        const form = { ...variant.form, ...(screen === 'withdrawal' ? { initialPath: '/withdrawal' } : {}) };
        await page.evaluate(`(async function () { ${mountScript} })(${JSON.stringify(form)}, ${JSON.stringify(screen)})`);
        await record(`${name}-${screen}-${variant.name}.png`, await page.screenshot());
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function shootWebKit(record) {
  const session = await startWebKitSession({ binary: ENGINES.webkit.binary, port: 4189 });
  try {
    for (const variant of variants) {
      await session.call('POST', '/window/rect', { width: variant.width, height: variant.height });
      for (const screen of ['list', 'method', 'withdrawal']) {
        await session.call('POST', '/url', { url: `http://127.0.0.1:${PORT}/demo/` });
        const form = { ...variant.form, ...(screen === 'withdrawal' ? { initialPath: '/withdrawal' } : {}) };
        const shown = await session.call('POST', '/execute/async', { script: `const done = arguments[arguments.length - 1]; (async function () { ${mountScript} }).apply(null, arguments).then(done, (e) => done(String(e)));`, args: [form, screen] }).catch(async (error) => `${error.message} (now at ${await session.call('GET', '/url')})`);
        if (shown !== true) throw new Error(`${screen} ${variant.name} in WebKit: ${shown}`);
        await record(`webkit-${screen}-${variant.name}.png`, Buffer.from(await session.call('GET', '/screenshot'), 'base64'));
      }
    }
  } finally {
    await session.stop();
  }
}

await mkdir(OUT, { recursive: true });
const sandbox = await startSandbox(PORT, '127.0.0.1', 1);
const written = [];
const record = async (file, png) => {
  await writeFile(`${OUT}${file}`, png);
  written.push(file);
};
try {
  const asked = process.argv.slice(2);
  for (const name of ['chromium', 'firefox']) if (!asked.length || asked.includes(name)) await shootPuppeteer(name, record);
  if (!asked.length || asked.includes('webkit')) await shootWebKit(record);
} finally {
  await sandbox.close();
}
console.log(`${written.length} screenshots in ${OUT}`);
