import { describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { boxBadge, boxCoins, boxLabel, coinsWithCode, formatCoins, payingEntries } from '../../../src/modes/sweep/boxes';
import { testCashier } from '../ui/renderWithCashier';
import { NO_BOX_SELECTED, sweepCreate } from '../../../src/modes/sweep/sweepCreate';
import { modeFor } from '../../../src/modes/index';
import { listEntries } from '../../../src/state/methodList';

const box = { boxId: 'b', price: 19.99, priceCurrencyCode: 'USD', currenciesList: { free: { amount: 22_000 }, main: { amount: 21.5 } } };
const method = (name: string, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({ name, cardViewType: CardViewType.default, text: { en: name }, position: 1, iconIds: [], ...extra });

describe('the Coin Shop\'s boxes (spec §3 "Box")', () => {
  it('holds gold coins (free) and gives sweep coins (main) as a free bonus', () => {
    expect(boxCoins(box)).toEqual({ gc: 22_000, sc: 21.5 });
  });

  it('writes coins in the player\'s language, whole or to the cent', () => {
    expect(formatCoins('en', 22_000)).toBe('22,000');
    expect(formatCoins('de', 21.5)).toBe('21,5');
    expect(formatCoins('en', 0.125)).toBe('0.13');
  });

  it('labels a box with each amount beside its code, kept whole inside right-to-left text', () => {
    expect(boxLabel(testCashier().translator()!.t, 'en', box)).toBe('22,000\u00a0GC + 21.5\u00a0SC for free');
    expect(coinsWithCode('ar', 20_000, 'GC')).toMatch(/^\u2066.*20.000\u00a0GC\u2069$/);
    const arabic = testCashier('ar');
    const label = boxLabel(arabic.translator()!.t, 'ar', box);
    expect(label.startsWith('\u2066')).toBe(true);
    expect(label).toContain('مجانًا');
  });

  it('shows only the badges it knows', () => {
    expect(boxBadge({ badge: 'best-value' })).toBe('best-value');
    expect(boxBadge({ badge: 'mega-deal' })).toBeNull();
    expect(boxBadge({})).toBeNull();
  });

  it('is paid with coins only: the crypto methods, and the groups that hold them with their coins alone', () => {
    const coin = method('usdt', { category: 'crypto', currency: 'USDT' });
    const groups = [
      { name: 'crypto', label: { en: 'Crypto' }, position: 1, paymentMethods: [coin, method('card-in-group')] },
      { name: 'cards', label: { en: 'Cards' }, position: 2, paymentMethods: [method('visa')] },
    ];
    const entries = payingEntries(listEntries(groups, [method('oxxo'), method('btc', { category: 'crypto', currency: 'BTC', position: 3 })]));
    expect(entries.map((e) => (e.kind === 'group' ? `${e.group.name}:${e.group.paymentMethods.map((m) => m.name)}` : e.method.name))).toEqual(['crypto:usdt', 'btc']);
  });
});

describe('a box\'s deposit', () => {
  it('is never asked for without a box (spec §8: "No sweepstake box selected for sweepstake deposit")', async () => {
    const strategy = sweepCreate(null);
    await expect(strategy.send({} as never, {} as never, new AbortController().signal)).rejects.toThrow(NO_BOX_SELECTED);
  });
});

describe('the sweepstakes mode, chosen for a sweep player', () => {
  it('opens the Coin Shop on a deposit page and Redemption on a withdrawal page, never the main mode', async () => {
    const shown = async (path: string, viewType: string) => {
      const mode = await modeFor({ path, viewType });
      const list = mode.firstRoutes[0]!;
      return { id: mode.id, transaction: mode.transaction, list: list.path, title: list.meta.titleKey };
    };
    expect(await shown('/deposit', 'sweep')).toEqual({ id: 'sweep', transaction: 'deposit', list: '/deposit', title: 'title.coinShop' });
    expect(await shown('/withdrawal', 'sweep')).toEqual({ id: 'sweep', transaction: 'withdrawal', list: '/withdrawal', title: 'title.redemption' });
    expect((await shown('/deposit', 'main')).id).toBe('main');
  });
});
