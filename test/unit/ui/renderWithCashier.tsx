import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ReactNode } from 'react';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { createTranslator } from '../../../src/i18n/translator';
import { type Cashier, createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { CashierProvider } from '../../../src/ui/context';
import { FlowTableContext } from '../../../src/ui/flowTableContext';

// React only flushes effects and updates inside act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/cashier/static/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };

/** A locale's catalog compiled as the build does, so components show real texts in tests. */
export function compiledCatalog(locale: string): Record<string, unknown> {
  // A path, not `new URL(…, import.meta.url)`: under happy-dom URL is the DOM's, which mangles file URLs.
  const file = join(dirname(fileURLToPath(import.meta.url)), '../../../locales', `${locale}.json`);
  const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

/**
 * A real cashier that has not started (so it makes no request), speaking `locale` with English
 * behind it, as a started one would.
 */
export function testCashier(locale = 'en'): Cashier {
  const cashier = createCashier({ readDeployment: () => deployment, channels: () => [], modes: MAIN_MODES });
  const english = compiledCatalog('en');
  const translator = createTranslator({ locale, own: locale === 'en' ? english : compiledCatalog(locale), fallback: english }, () => {});
  cashier.store.locale = locale;
  return { ...cashier, translator: () => translator };
}

export interface Rendered {
  container: HTMLElement;
  cashier: Cashier;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

/**
 * Renders into a fresh element of the document (or of `container`, a shadow root say), inside a
 * cashier; unmount() tears both down.
 */
export function renderWithCashier(ui: ReactNode, options: { locale?: string; container?: HTMLElement | ShadowRoot; strict?: boolean } = {}): Rendered {
  const cashier = testCashier(options.locale);
  const host = document.createElement('div');
  (options.container ?? document.body).appendChild(host);
  let root: Root | null = createRoot(host);
  // Strict Mode at the root, as React only then runs every effect twice in development.
  const wrap = (node: ReactNode) => {
    // As on any page the flow table resolved.
    const provided = (
      <CashierProvider value={cashier}>
        <FlowTableContext.Provider value={MAIN_DEPOSIT_TABLE}>{node}</FlowTableContext.Provider>
      </CashierProvider>
    );
    return options.strict ? <StrictMode>{provided}</StrictMode> : provided;
  };
  act(() => root!.render(wrap(ui)));
  return {
    container: host,
    cashier,
    rerender: (next) => act(() => root!.render(wrap(next))),
    unmount() {
      act(() => root?.unmount());
      root = null;
      host.remove();
      cashier.destroy();
    },
  };
}
