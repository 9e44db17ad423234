import { describe, expect, it } from 'vitest';
import { createNavigator } from '../../../src/routes/navigator';
import { completePathFrom, isVideoUrl } from '../../../src/routes/pageLinks';
import { backAction, resolveRoute } from '../../../src/routes/resolve';
import { type RouteDef } from '../../../src/routes/types';
import { eagerScreen } from '../../../src/ui/screen';

const none = { method: false, group: false };
const screen = eagerScreen(() => null);
const routes: RouteDef[] = [
  { name: 'list', path: '/deposit', screen, meta: {} },
  { name: 'redirect', path: '/deposit/redirect', screen, meta: { needs: 'method', backRoute: 'previous' } },
  { name: 'group', path: '/deposit/group', screen, meta: { needs: 'group', backRoute: '/deposit' } },
];

describe('route resolution (spec §2)', () => {
  it('renders a known page, with or without a query', () => {
    for (const path of ['/deposit', '/deposit?x=1']) {
      const result = resolveRoute(path, routes, none);
      expect(result.kind === 'render' && result.route.name).toBe('list');
    }
  });

  it.each(['/', '/nowhere', '/deposit/', '/DEPOSIT', '/deposit/unknown-flow'])('sends %s to the deposit list', (path) => {
    expect(resolveRoute(path, routes, none)).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: false });
  });

  it('resets the payment and goes to the list when a page needs a method that is not chosen', () => {
    expect(resolveRoute('/deposit/redirect', routes, none)).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: true });
    expect(resolveRoute('/deposit/redirect', routes, { method: true, group: false }).kind).toBe('render');
    expect(resolveRoute('/deposit/group', routes, { method: true, group: false }).kind).toBe('redirect');
    expect(resolveRoute('/deposit/group', routes, { method: false, group: true }).kind).toBe('render');
  });

  it("goes to the mode's own list: a withdrawal page with nothing chosen leads to the withdrawal list", () => {
    const withdrawal: RouteDef[] = [
      { name: 'withdrawal-list', path: '/withdrawal', screen, meta: {} },
      { name: 'withdrawal-confirm', path: '/withdrawal/confirm', screen, meta: { needs: 'method' } },
    ];
    expect(resolveRoute('/withdrawal/confirm', withdrawal, none, '/withdrawal')).toEqual({ kind: 'redirect', to: '/withdrawal', resetPayment: true });
    expect(resolveRoute('/withdrawal/nowhere', withdrawal, none, '/withdrawal')).toEqual({ kind: 'redirect', to: '/withdrawal', resetPayment: false });
  });
});

describe('back actions', () => {
  it('goes to a named route', () => expect(backAction('/deposit')).toEqual({ kind: 'page', path: '/deposit' }));
  it("goes back in this cashier's history for 'previous'", () => expect(backAction('previous')).toEqual({ kind: 'history' }));
  it('has none without a back route', () => expect(backAction(undefined)).toBeNull());
});

describe("a cashier's own history", () => {
  it('keeps a place for each tab: switching back returns to where that tab was, and Back stays in it', () => {
    const nav = createNavigator('/deposit');
    nav.switchPlace('crypto', '/deposit');
    nav.navigate('/deposit/crypto/address');
    nav.switchPlace('fiat', '/deposit');
    expect(nav.current()).toBe('/deposit');
    nav.navigate('/deposit/redirect');
    nav.switchPlace('crypto', '/deposit');
    expect(nav.current()).toBe('/deposit/crypto/address');
    expect(nav.history).toEqual(['/deposit', '/deposit/crypto/address']);
    nav.back();
    expect(nav.current()).toBe('/deposit');
    nav.switchPlace('fiat', '/deposit');
    expect(nav.history).toEqual(['/deposit', '/deposit/redirect']);
    nav.switchPlace('fiat', '/elsewhere');
    expect(nav.current()).toBe('/deposit/redirect');
  });

  it('pops on Back, so going back twice never loops between two pages', () => {
    const nav = createNavigator('/deposit');
    nav.navigate('/deposit/group');
    nav.navigate('/deposit/group/redirect');
    nav.back();
    expect(nav.current()).toBe('/deposit/group');
    nav.back();
    expect(nav.current()).toBe('/deposit');
    expect(nav.history).toEqual(['/deposit']);
  });

  it('sends an unnamed previous route to the list', () => {
    const nav = createNavigator('/deposit/redirect');
    nav.back();
    expect(nav.current()).toBe('/deposit');
  });

  it('after Try again, Back leaves the payment page instead of reopening the stale complete page', () => {
    const nav = createNavigator('/deposit');
    nav.navigate('/deposit/redirect');
    nav.navigate(completePathFrom('/deposit/redirect'));
    nav.rewindTo('/deposit/redirect');
    expect(nav.history).toEqual(['/deposit', '/deposit/redirect']);
    nav.back();
    expect(nav.current()).toBe('/deposit');
  });

  it('after Refresh on the error page, Back does not return to the error page', () => {
    const nav = createNavigator('/deposit');
    nav.navigate('/deposit/redirect');
    nav.navigate('/error?backRoute=%2Fdeposit%2Fredirect', { state: { message: 'Request timeout' } });
    nav.rewindTo('/deposit/redirect');
    expect(nav.history).toEqual(['/deposit', '/deposit/redirect']);
  });

  it('takes the place of the page it leaves when the target is not in the history', () => {
    const nav = createNavigator('/error?backRoute=%2Fdeposit');
    nav.rewindTo('/deposit');
    expect(nav.history).toEqual(['/deposit']);
  });

  it('names the page Try again returns to, without its query', () => {
    expect(completePathFrom('/deposit/group/redirect?x=1')).toBe('/deposit/complete?to=%2Fdeposit%2Fgroup%2Fredirect');
  });
});

describe('a page that shows a created deposit (an invoice)', () => {
  const invoice: RouteDef[] = [...routes, { name: 'invoice', path: '/deposit/invoice', screen, meta: { needs: 'deposit' } }];
  it('renders with a chosen method and a created deposit', () =>
    expect(resolveRoute('/deposit/invoice', invoice, { method: true, group: false, deposit: true }).kind).toBe('render'));
  it('goes to the list without a deposit, or without a method', () => {
    expect(resolveRoute('/deposit/invoice', invoice, { method: true, group: false, deposit: false })).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: true });
    expect(resolveRoute('/deposit/invoice', invoice, { method: false, group: false, deposit: true }).kind).toBe('redirect');
  });
});

describe('a guide that plays in the widget', () => {
  it.each([
    ['/sandbox/video/guide.webm', true],
    ['https://cdn.example/guides/pse.MP4?token=1', true],
    ['https://videos.example/watch?v=abc', false],
    ['/sandbox/guide/pse_co', false],
    ['https://cdn.example/guide.webm.html', false],
  ])('%s is a video file: %s', (url, video) => expect(isVideoUrl(url)).toBe(video));
});
