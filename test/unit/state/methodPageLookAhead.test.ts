import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Screen } from '../../../src/routes/types';
import type { Cashier } from '../../../src/state/cashier';

vi.mock('../../../src/payment/warmWindowPage', () => ({ warmWindowPage: vi.fn() }));

let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** A cashier whose flow table has a complete page that counts its preparations, on a platform. */
function cashierOn(platform: string | null) {
  const complete = { prepare: vi.fn(() => Promise.resolve()) } as unknown as Screen;
  const flows = { routes: [{ name: 'complete', path: '/deposit/complete', screen: complete, meta: {} }] };
  const cashier = {
    store: { handshake: platform ? { user: { platform } } : null },
    loadFlows: () => Promise.resolve(flows),
    sessionSignal: () => new AbortController().signal,
  } as unknown as Cashier;
  return { cashier, complete };
}

const runIdle = async () => {
  for (const run of idle.splice(0)) run();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('a method page loads ahead what Deposit opens', () => {
  it("prefetches the window's page and loads the complete page, once the main thread is idle", async () => {
    const { warmWindowPage } = await import('../../../src/payment/warmWindowPage');
    const { lookAheadFromMethodPage } = await import('../../../src/state/actions/methodPageLookAhead');
    const { cashier, complete } = cashierOn(null);
    lookAheadFromMethodPage(cashier);
    expect(warmWindowPage).not.toHaveBeenCalled();
    await runIdle();
    expect(warmWindowPage).toHaveBeenCalledWith(cashier);
    expect(complete.prepare).toHaveBeenCalledTimes(1);
  });

  it("prefetches no window in a native app (its browser opens the payment)", async () => {
    const { warmWindowPage } = await import('../../../src/payment/warmWindowPage');
    const { lookAheadFromMethodPage } = await import('../../../src/state/actions/methodPageLookAhead');
    const { cashier, complete } = cashierOn('ios');
    lookAheadFromMethodPage(cashier);
    await runIdle();
    expect(warmWindowPage).not.toHaveBeenCalled();
    expect(complete.prepare).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a connection that spares data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { warmWindowPage } = await import('../../../src/payment/warmWindowPage');
    const { lookAheadFromMethodPage } = await import('../../../src/state/actions/methodPageLookAhead');
    const { cashier, complete } = cashierOn(null);
    lookAheadFromMethodPage(cashier);
    await runIdle();
    expect(warmWindowPage).not.toHaveBeenCalled();
    expect(complete.prepare).not.toHaveBeenCalled();
  });
});
