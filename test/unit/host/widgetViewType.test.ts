import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handshakePayloadFromProps } from '../../../src/element/props';
import { parseHandshake, widgetViewTypeOf } from '../../../src/host/handshake';
import { started } from '../state/startedCashier';

// DESIGN §2 "Modes": the sweepstakes mode is chosen by `widget-view-type="sweep"` or by
// `user.widgetViewType`; either saying sweep is enough (README "Readings").

describe("the mode's view type: the handshake's widgetViewType and the player's user.widgetViewType", () => {
  it('is sweep when either says sweep, whichever says main; main only when neither does', () => {
    expect(widgetViewTypeOf(undefined, undefined)).toBe('main');
    expect(widgetViewTypeOf('main', undefined)).toBe('main');
    expect(widgetViewTypeOf(undefined, 'main')).toBe('main');
    expect(widgetViewTypeOf('main', 'main')).toBe('main');
    expect(widgetViewTypeOf('sweep', undefined)).toBe('sweep');
    expect(widgetViewTypeOf(undefined, 'sweep')).toBe('sweep');
    expect(widgetViewTypeOf('main', 'sweep')).toBe('sweep');
    expect(widgetViewTypeOf('sweep', 'main')).toBe('sweep');
  });

  it("reads the player's view type from the element's user property, and the attribute beside it", () => {
    const viewType = (props: Parameters<typeof handshakePayloadFromProps>[0]) => {
      const parsed = parseHandshake(handshakePayloadFromProps(props));
      return parsed.ok ? parsed.handshake.widgetViewType : parsed.message;
    };
    expect(viewType({ token: 't', user: { paymentGeo: 'US', widgetViewType: 'sweep' } })).toBe('sweep');
    expect(viewType({ token: 't', widgetViewType: 'main', user: { widgetViewType: 'sweep' } })).toBe('sweep');
    expect(viewType({ token: 't', widgetViewType: 'sweep', user: { widgetViewType: 'main' } })).toBe('sweep');
    expect(viewType({ token: 't', user: { widgetViewType: 'main' } })).toBe('main');
    expect(viewType({ token: 't' })).toBe('main');
  });

  it("reads it from a frame's or web view's handshake, and from the player remembered for a reload", () => {
    const parsed = parseHandshake({ token: 't', user: { widgetViewType: 'sweep' } });
    expect(parsed.ok && parsed.handshake.widgetViewType).toBe('sweep');
    const reloaded = parseHandshake({ token: 't' }, { user: { widgetViewType: 'sweep' } });
    expect(reloaded.ok && reloaded.handshake.widgetViewType).toBe('sweep');
  });

  it('refuses a view type it does not know, naming the field, rather than guess the real-money cashier', () => {
    expect(parseHandshake({ token: 't', user: { widgetViewType: 'SWEEPSTAKES' } })).toEqual({ ok: false, message: expect.stringContaining('user.widgetViewType') });
  });
});

describe("a sweep player's cashier (user.widgetViewType sweep)", () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') }))));
    // The fake backend has no sweepstakes: its lists' fallbacks are said in the console.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the sweepstakes mode: the Coin Shop, or Redemption under /withdrawal', async () => {
    const shop = await started(() => ({}), { user: { paymentGeo: 'MX', currency: 'USD', widgetViewType: 'sweep' } });
    expect([shop.cashier.mode().id, shop.cashier.mode().transaction]).toEqual(['sweep', 'deposit']);
    const redemption = await started(() => ({}), { user: { paymentGeo: 'MX', currency: 'USD', widgetViewType: 'sweep' }, initialPath: '/withdrawal', handshake: { widgetViewType: 'main' } });
    expect([redemption.cashier.mode().id, redemption.cashier.mode().transaction]).toEqual(['sweep', 'withdrawal']);
    const main = await started(() => ({}), { user: { paymentGeo: 'MX', currency: 'USD', widgetViewType: 'main' } });
    expect(main.cashier.mode().id).not.toBe('sweep');
    for (const { cashier } of [shop, redemption, main]) cashier.destroy();
  });
});
