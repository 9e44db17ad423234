import { describe, expect, it } from 'vitest';
import { CardViewType } from '../../../src/api/contract';
import {
  completePathFrom, CRYPTO_FLOW_PATH, flowPathForGroup, flowPathForMethod, GROUP_REDIRECT_FLOW_PATH, REDIRECT_FLOW_PATH,
} from '../../../src/routes/flows';
import { backTarget, resolveRoute } from '../../../src/routes/resolve';
import { MAIN_ROUTES, type RouteDef } from '../../../src/routes/table';

const none = { method: false, group: false };

describe('route resolution (spec §2)', () => {
  it('renders a known page', () => {
    const result = resolveRoute('/deposit', MAIN_ROUTES, none);
    expect(result.kind === 'render' && result.route.screen).toBe('depositList');
  });

  it.each(['/', '/nowhere', '/deposit/', '/DEPOSIT', '/deposit/unknown-flow'])('sends %s to the deposit list', (path) => {
    expect(resolveRoute(path, MAIN_ROUTES, none)).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: false });
  });

  it('resets the payment and goes to the list when a page needs a method that is not chosen', () => {
    const routes: RouteDef[] = [
      ...MAIN_ROUTES,
      { path: '/deposit/redirect', screen: 'depositList', meta: { needs: 'method', backRoute: '/deposit' } },
      { path: '/deposit/group', screen: 'depositList', meta: { needs: 'group', backRoute: '/deposit' } },
    ];
    expect(resolveRoute('/deposit/redirect', routes, none)).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: true });
    expect(resolveRoute('/deposit/redirect', routes, { method: true, group: false }).kind).toBe('render');
    expect(resolveRoute('/deposit/group', routes, { method: true, group: false }).kind).toBe('redirect');
    expect(resolveRoute('/deposit/group', routes, { method: false, group: true }).kind).toBe('render');
  });

  it('has a title on every page without a back route', () => {
    for (const route of MAIN_ROUTES) expect(route.meta.backRoute ?? route.meta.titleKey).toBeTruthy();
  });
});

describe('back targets', () => {
  it('uses a named route as it is', () => expect(backTarget('/deposit', ['/a', '/b'])).toBe('/deposit'));
  it("uses this cashier's own history for 'previous'", () =>
    expect(backTarget('previous', ['/deposit', '/deposit/group?x=1', '/deposit/redirect'])).toBe('/deposit/group?x=1'));
  it("sends an unnamed previous route to the list", () => expect(backTarget('previous', ['/deposit/redirect'])).toBe('/deposit'));
  it('has no target without a back route', () => expect(backTarget(undefined, ['/a'])).toBeUndefined());
});

describe('the flow registry: card view type → first page, redirect as the fallback', () => {
  it.each([
    [CardViewType.india, '/deposit/india'],
    [CardViewType.p2p, '/deposit/peer-to-peer/base'],
    [CardViewType.onramp, '/deposit/onramp'],
    [CardViewType.cash, '/deposit/cash'],
    [CardViewType.default, REDIRECT_FLOW_PATH],
    [CardViewType.card, REDIRECT_FLOW_PATH],
    [CardViewType.pix, REDIRECT_FLOW_PATH],
    [CardViewType.bankTransfer, REDIRECT_FLOW_PATH],
    [999, REDIRECT_FLOW_PATH],
  ])('card view type %i → %s', (cardViewType, path) => expect(flowPathForMethod({ cardViewType })).toBe(path));

  it('opens a grouped redirect method on the group redirect page; own flows stay theirs', () => {
    expect(flowPathForMethod({ cardViewType: CardViewType.default }, true)).toBe(GROUP_REDIRECT_FLOW_PATH);
    expect(flowPathForMethod({ cardViewType: CardViewType.india }, true)).toBe('/deposit/india');
    expect(flowPathForMethod({ cardViewType: CardViewType.default, category: 'crypto' }, true)).toBe(CRYPTO_FLOW_PATH);
  });

  it('sends Try again back to the page the deposit was made on', () => {
    expect(completePathFrom(REDIRECT_FLOW_PATH)).toBe('/deposit/complete');
    expect(completePathFrom(GROUP_REDIRECT_FLOW_PATH)).toBe('/deposit/complete?to=%2Fdeposit%2Fgroup%2Fredirect');
  });

  it('sends crypto methods to the crypto page whatever their view type', () => {
    expect(flowPathForMethod({ cardViewType: CardViewType.default, category: 'crypto' })).toBe(CRYPTO_FLOW_PATH);
  });

  it.each([
    ['crypto', CRYPTO_FLOW_PATH],
    ['cryptodep-benin-grouped', CRYPTO_FLOW_PATH],
    ['p2p_methods_kyrgyzstan', '/deposit/peer-to-peer'],
    ['p2p_methods_ukraine', '/deposit/peer-to-peer'],
    ['card_method', '/deposit/group'],
    ['indian-methods-grouped', '/deposit/group'],
  ])('group %s → %s', (name, path) => expect(flowPathForGroup({ name })).toBe(path));
});
