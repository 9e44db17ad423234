import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseHandshake } from '../../../src/host/handshake';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { quietTransport } from './quietTransport';

// A page may set the deployment after the element upgrades (a frame's page does, before
// its parent's handshake comes); each start reads it again, but not the first page.

describe('the deployment, read at each start', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
  afterEach(() => vi.unstubAllGlobals());

  it('takes api-url, static-base and metrics-url as they are when the session starts, and keeps the first page', async () => {
    let settings: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/cashier/static/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };
    const cashier = createCashier({ readDeployment: () => settings, channels: () => [], modes: MAIN_MODES, transportFactory: () => quietTransport });
    settings = { ...settings, apiUrl: 'https://pay.example', socketUrl: 'https://pay.example', staticBase: 'https://cdn.example/s/', metricsUrl: 'https://m.example', initialPath: '/withdrawal' };
    const parsed = parseHandshake({ token: 't', transport: 'http' });
    if (!parsed.ok) throw new Error(parsed.message);
    await cashier.start(parsed.handshake);
    expect(cashier.transportConfig()?.apiUrl).toBe('https://pay.example');
    expect(cashier.deployment.staticBase).toBe('https://cdn.example/s/');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toMatch(/^https:\/\/cdn\.example\/s\/locales\//);
    expect(cashier.deployment.metricsUrl).toBe('https://m.example');
    expect(cashier.deployment.initialPath).toBe('/deposit');
    cashier.destroy();
  });
});
