import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../../src/contract/methods';
import { accountTitleKey, binOf, feeQuote, maskedDetail, shownAccounts, withinBalance } from '../../../src/payout/withdrawalRules';
import { withdrawalCharge } from '../../../src/contract/withdrawal';
import { modeFor } from '../../../src/modes/index';

const card: PaymentMethod = { name: 'card_withdrawal_mx', cardViewType: 1, text: { en: 'Bank card' }, position: 1, iconIds: [], amount_rules: { MXN: { min: 50, max: 50_000 } } };
const main = (withdrawable: number) => ({ type: 'main' as const, balance: 5000, withdrawable, currency: 'MXN' });

describe('the balance rule', () => {
  it("lowers the method's maximum to what the account may withdraw, keeping its minimum", () => {
    const { method, enough, min } = withinBalance(card, 'MXN', 'MX', main(4000));
    expect(method.amount_rules!.MXN).toEqual({ min: 50, max: 4000 });
    expect(enough).toBe(true);
    expect(min).toBe(50);
    expect(card.amount_rules!.MXN!.max).toBe(50_000);
  });

  it("keeps the method's own maximum when the account holds more", () => {
    expect(withinBalance(card, 'MXN', 'MX', main(80_000)).method.amount_rules!.MXN!.max).toBe(50_000);
  });

  it('says when the account holds less than the minimum, or nothing at all', () => {
    expect(withinBalance(card, 'MXN', 'MX', main(49.99)).enough).toBe(false);
    expect(withinBalance(card, 'MXN', 'MX', main(50)).enough).toBe(true);
    expect(withinBalance(card, 'MXN', 'MX', undefined)).toMatchObject({ enough: false, method: { amount_rules: { MXN: { min: 50, max: 0 } } } });
    expect(withinBalance(card, 'MXN', 'MX', main(-10)).method.amount_rules!.MXN!.max).toBe(0);
  });

  it("shows the handshake's main balance until the backend's accounts come, then those", () => {
    const primary = { amount: 1234.5, currency: 'MXN' };
    expect(shownAccounts([], primary)).toEqual([{ type: 'main', balance: 1234.5, currency: 'MXN' }]);
    expect(shownAccounts([main(4000)], primary)).toEqual([main(4000)]);
    expect(shownAccounts([], undefined)).toEqual([]);
  });

  it('names the accounts as spec §2 titles them', () => {
    expect(accountTitleKey('main')).toBe('title.mainAccount');
    expect(accountTitleKey('additional')).toBe('title.additionalAccount');
  });
});

describe('the details on the confirm page', () => {
  const field = (name: string, type = 'text') => ({ name, type });
  it('shows a card or account number by its last four digits', () => {
    expect(maskedDetail(field('card_number'), '4169 5853 1234 5678')).toBe('•••• 5678');
    expect(maskedDetail(field('account_number'), '0123456789')).toBe('•••• 6789');
    expect(maskedDetail(field('wallet_phone', 'phone_with_prefix'), '+234 801-234-5678')).toBe('•••• 5678');
  });

  it('shows a wallet address by its ends and an e-mail by its first letter and domain', () => {
    expect(maskedDetail(field('wallet_address'), 'TQrZ8tKfjuRbQFQ6Hn7Kf4nE2ZmY8xCk7y')).toBe('TQrZ8t…Ck7y');
    expect(maskedDetail(field('email', 'email'), 'ana.perez@example.com')).toBe('a•••@example.com');
  });

  it("shows what does not say where the money goes as typed (a holder's name), and a short value whole", () => {
    expect(maskedDetail(field('card_holder'), ' Ana Pérez ')).toBe('Ana Pérez');
    expect(maskedDetail(field('account_number'), '123')).toBe('123');
    expect(maskedDetail(field('bank_code', 'dropdown'), '058')).toBe('058');
  });
});

describe('bank-get triggering', () => {
  it('asks by the first six digits once six are typed, whatever the spaces', () => {
    expect(binOf(undefined)).toBeNull();
    expect(binOf('4169 5')).toBeNull();
    expect(binOf('4169 58')).toBe('416958');
    expect(binOf('4169 5853 1234 5678')).toBe('416958');
  });
});

describe('the mode a cashier opens in', () => {
  it('is the deposit mode, at hand, for any deposit page', () => {
    const mode = modeFor({ path: '/deposit', viewType: 'main' });
    expect(mode).not.toBeInstanceOf(Promise);
    expect((mode as { transaction: string }).transaction).toBe('deposit');
  });

  it('is the withdrawal mode, loaded as a chunk, for the withdrawal tree', async () => {
    const mode = modeFor({ path: '/withdrawal', viewType: 'main' });
    expect(mode).toBeInstanceOf(Promise);
    const loaded = await mode;
    expect(loaded.transaction).toBe('withdrawal');
    expect(loaded.firstRoutes[0]!.path).toBe('/withdrawal');
    expect((await modeFor({ path: '/withdrawal/confirm', viewType: 'main' })).transaction).toBe('withdrawal');
  });
});

describe('what the player will receive, before they confirm', () => {
  const fees = { visa_card_mx: { percent: 1 }, fixed_fee: { percent: 2.5, fixed: 0.3 } };

  it('is the amount less the method\'s fee, in the currency\'s decimals', () => {
    expect(feeQuote(fees, 'visa_card_mx', 1000, 'MXN')).toEqual({ fee: 10, net: 990 });
    expect(feeQuote(fees, 'visa_card_mx', 1234.56, 'MXN')).toEqual({ fee: 12.35, net: 1222.21 });
    expect(feeQuote(fees, 'fixed_fee', 100, 'USD')).toEqual({ fee: 2.8, net: 97.2 });
    // A coin keeps its eight decimals.
    expect(feeQuote({ btc: { percent: 1 } }, 'btc', 0.0123, 'BTC')).toEqual({ fee: 0.000123, net: 0.012177 });
  });

  it('charges nothing for a method the fees leave out, and promises nothing when the backend gave no fees', () => {
    expect(feeQuote(fees, 'bank_transfer_ng', 50_000, 'NGN')).toEqual({ fee: 0, net: 50_000 });
    expect(feeQuote(null, 'visa_card_mx', 1000, 'MXN')).toBeNull();
  });

  it('never says a negative amount arrives, whatever the fee', () => {
    expect(feeQuote({ tiny: { percent: 0, fixed: 5 } }, 'tiny', 3, 'USD')).toEqual({ fee: 5, net: 0 });
  });

  it('is what the sandbox charges when it makes the withdrawal (one rule for both)', () => {
    expect(withdrawalCharge({ percent: 1 }, 1000, 2)).toEqual({ fee: 10, net: 990 });
    expect(withdrawalCharge(undefined, 1000, 2)).toEqual({ fee: 0, net: 1000 });
  });
});

describe('the Nigerian banks group', () => {
  it("opens the bank list by spec §3's group key, bank_transfer_nigeria; another group opens the group page", async () => {
    const { WITHDRAWAL_TABLE } = await import('../../../src/modes/main/withdrawalTable');
    const group = (name: string) => ({ name, label: { en: name }, position: 1, paymentMethods: [] });
    expect(WITHDRAWAL_TABLE.groupPath(group('bank_transfer_nigeria'))).toBe('/withdrawal/nigerian-banks');
    expect(WITHDRAWAL_TABLE.groupPath(group('nigerian-banks'))).toBe('/withdrawal/group');
  });
});
