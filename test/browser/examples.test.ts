// The three examples (examples/), built by examples/build.mjs from the packed package, each
// started against the sandbox: the list shows, the page hears typed events, the theme applies,
// Deposit / Withdraw switch the element, and Close hands the page back to the operator.
import { $, assert, assertEqual, SANDBOX, waitFor } from './helpers.ts';

const EXAMPLES = ['html', 'react', 'vue'] as const;

async function openExample(name: (typeof EXAMPLES)[number]) {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width: 420px; height: 900px; border: 0';
  iframe.src = `/dist/examples/${name}/index.html?api=${encodeURIComponent(SANDBOX)}`;
  await new Promise((resolve) => {
    iframe.addEventListener('load', resolve, { once: true });
    document.body.append(iframe);
  });
  return { iframe, doc: iframe.contentDocument! };
}

/** Loads axe-core into the example's own window and runs it on the whole page, element included. */
async function axeOnPage(frame: HTMLIFrameElement): Promise<string[]> {
  const win = frame.contentWindow as Window & { axe?: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; help: string }[] }> } };
  if (!win.axe) {
    await new Promise<void>((resolve, reject) => {
      const script = frame.contentDocument!.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core did not load'));
      frame.contentDocument!.head.append(script);
    });
  }
  const result = await win.axe!.run(frame.contentDocument, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('examples built from the packed package (examples/)', () => {
  before(async () => {
    // The build (esbuild.mjs) empties dist/: the examples come after it.
    if (!(await fetch('/dist/examples/pack.json')).ok) throw new Error('No built examples: run node examples/build.mjs (npm test does)');
  });

  for (const name of EXAMPLES) {
    it(`${name}: shows the list from the sandbox, hears typed events, themes, switches sides and closes`, async () => {
      const { iframe, doc } = await openExample(name);
      const errors: string[] = [];
      iframe.contentWindow!.addEventListener('error', (event) => errors.push(String(event.message)));
      iframe.contentWindow!.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
      // Vue and React report a render that threw on the console, not as an error event.
      const frameConsole = (iframe.contentWindow as Window & typeof globalThis).console;
      const consoleError = frameConsole.error.bind(frameConsole);
      frameConsole.error = (...args: unknown[]) => (errors.push(args.map(String).join(' ')), consoleError(...args));
      try {
        const cashier = await waitFor(() => doc.querySelector('payment-cashier'), 'the element');
        await waitFor(() => $(cashier, '.entries[data-ready="true"]'), 'the deposit list');
        const status = doc.querySelector('[role="status"]')!;
        await waitFor(() => /Cashier ready \(en, socket\)/.test(status.textContent ?? ''), 'the page heard cashier-init');

        const entry = $(cashier, '[part~="entry"]')!;
        assertEqual(getComputedStyle(entry).borderTopLeftRadius, '14px', '::part(entry) from the example');
        assertEqual(getComputedStyle($(cashier, '.cashier')!).getPropertyValue('--accent').trim(), '#5b21b6', '--cashier-accent from the example');
        assertEqual(await axeOnPage(iframe), [], 'axe violations on the example page');

        const pageButton = (label: string) => [...doc.querySelectorAll('button')].find((b) => b.textContent === label)!;
        pageButton('Withdraw').click();
        await waitFor(() => $(cashier, '.accounts') && $(cashier, '.entries[data-ready="true"]'), 'the withdrawal list');
        assertEqual(pageButton('Withdraw').getAttribute('aria-pressed'), 'true', 'Withdraw pressed');
        pageButton('Deposit').click();
        await waitFor(() => !$(cashier, '.accounts') && $(cashier, '.entries[data-ready="true"]'), 'the deposit list again');

        $(cashier, '.header__close')!.click();
        const reopen = await waitFor(() => {
          const button = pageButton('Open the cashier');
          return button && !button.hidden && button;
        }, 'the page took the close');
        reopen.click();
        const again = await waitFor(() => {
          const element = doc.querySelector('payment-cashier');
          return element && !element.hidden && element.isConnected && $(element, '.entries[data-ready="true"]') && element;
        }, 'the cashier open again').catch((error: Error) => {
          // What the page showed instead, for whoever reads the failure (a second close from the device-back guard did this once; host/deviceBack.ts).
          const element = doc.querySelector('payment-cashier');
          const shown = element ? `hidden ${element.hidden}, connected ${element.isConnected}: ${(element.shadowRoot?.textContent ?? 'no shadow root').slice(0, 300)}` : 'no element';
          const buttons = [...doc.querySelectorAll('button')].map((b) => `${b.textContent}${b.hidden ? ' (hidden)' : ''}`).join(', ');
          const sameDocument = iframe.contentDocument === doc ? 'the same document' : `another document now (${iframe.contentWindow?.location.href})`;
          throw new Error(`${error.message}; the page showed ${shown}; buttons: ${buttons}; ${sameDocument}; errors: ${errors.join(' | ') || 'none'}; status: ${doc.querySelector('[role="status"]')?.textContent}`);
        });
        assert(again, 'the list after reopening');
      } finally {
        iframe.remove();
      }
    });
  }
});
