import { describe, expect, it } from 'vitest';
import { deploymentFromProps, handshakePayloadFromProps } from '../../../src/element/props';
import { parseHandshake } from '../../../src/host/handshake';

describe('the element\'s attributes and properties (DESIGN §2)', () => {
  it('read the deployment settings, with the page\'s origin and the product as defaults', () => {
    expect(deploymentFromProps({}, 'https://casino.example')).toEqual({
      product: 'cashier', apiUrl: '', socketUrl: 'https://casino.example', staticBase: '/cashier/static/', metricsUrl: '', supportUrl: undefined, externalRedirectMethods: [], returnUrl: undefined, emptyHint: undefined, initialPath: '/deposit',
    });
    const set = deploymentFromProps({ apiUrl: 'https://pay.example/', supportUrl: 'https://help.example/kg', staticBase: '/s', initialPath: 'withdrawal' }, 'https://casino.example');
    expect(set).toMatchObject({ apiUrl: 'https://pay.example', socketUrl: 'https://pay.example', staticBase: '/s/', supportUrl: 'https://help.example/kg', initialPath: '/deposit' });
  });

  it('describe a handshake that keeps only the handshake\'s fields, an empty view type or transport meaning the default', () => {
    const payload = handshakePayloadFromProps({ token: 't', transport: '', widgetViewType: '', apiUrl: 'https://pay.example', supportUrl: 'https://help.example', pwa: true });
    expect(payload).toMatchObject({ token: 't', transport: undefined, widgetViewType: undefined, pwa: true });
    const parsed = parseHandshake(payload);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.handshake).toMatchObject({ token: 't', transport: 'socket', widgetViewType: 'main', pwa: true });
    expect(parsed.handshake).not.toHaveProperty('apiUrl');
    expect(parsed.handshake).not.toHaveProperty('supportUrl');
  });
});
