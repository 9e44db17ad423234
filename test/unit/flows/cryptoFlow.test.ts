import { describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { CHAINS, chainOf, confirmationMinutes, networkChainName, networkLabel } from '../../../src/crypto/chains';
import { coinsOf, filterCoins, networksOf } from '../../../src/crypto/coins';
import { cryptoCreate } from '../../../src/crypto/cryptoCreate';
import { addressParts, confirmedBlocks, preselectedNetwork } from '../../../src/crypto/cryptoRules';
import { shortHash } from '../../../src/ui/requisites/HashValue';
import { CRYPTO_ADDRESS_PATH, CRYPTO_LIST_PATH } from '../../../src/crypto/paths';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { fractionDigits } from '../../../src/i18n/currencyTable';
import { SEEN_TRANSFER } from '../../../src/crypto/depositSlices';
import { CRYPTO_DEPOSIT_TABLE } from '../../../src/modes/crypto-balance/cryptoTable';
import { SWEEP_SHOP_TABLE } from '../../../src/modes/sweep/table';

let position = 0;
const coin = (name: string, currency: string, network: string, text = currency): PaymentMethod =>
  ({ name, category: 'crypto', currency, network, cardViewType: CardViewType.default, text: { en: text }, position: ++position, iconIds: [currency.toLowerCase()] });

describe('the crypto flow claims coins and crypto groups (spec §2)', () => {
  it('opens the crypto group and the West African crypto deposit groups as the coin tiles, a coin on its address page', () => {
    for (const name of ['crypto', 'cryptodep-benin-grouped', 'cryptodep-ivorycoast-grouped']) expect(MAIN_DEPOSIT_TABLE.groupPath({ name })).toBe(CRYPTO_LIST_PATH);
    expect(MAIN_DEPOSIT_TABLE.groupPath({ name: 'cryptowithd-benin-grouped' })).not.toBe(CRYPTO_LIST_PATH);
    for (const inGroup of [false, true]) expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'usdt_trc20', cardViewType: 0, category: 'crypto' }, inGroup)).toBe(CRYPTO_ADDRESS_PATH);
    expect(MAIN_DEPOSIT_TABLE.methodPath({ name: 'codi_mx', cardViewType: 0 }, false)).toBe('/deposit/redirect');
  });
});

describe('the network chosen first (spec §5)', () => {
  const trc = coin('usdt_trc20', 'USDT', 'TRC20');
  const erc = coin('usdt_erc20', 'USDT', 'ERC20');
  const bep = coin('usdt_bep20', 'USDT', 'BEP20');
  it('is the only one, else TRC, else ERC, else the last', () => {
    expect(preselectedNetwork([bep])).toBe(bep);
    expect(preselectedNetwork([bep, erc, trc])).toBe(trc);
    expect(preselectedNetwork([bep, erc])).toBe(erc);
    expect(preselectedNetwork([bep, coin('x', 'USDT', 'SOL')])?.network).toBe('SOL');
    expect(preselectedNetwork([])).toBeUndefined();
  });
});

describe('addresses and hashes as the player checks them (spec §9)', () => {
  it('sets an address\'s first and last 5 characters apart', () => {
    expect(addressParts('TXyz1abcdefghij98765')).toEqual({ head: 'TXyz1', middle: 'abcdefghij', tail: '98765' });
    expect(addressParts('short')).toEqual({ head: 'short', middle: '', tail: '' });
    expect(addressParts('0123456789')).toEqual({ head: '0123456789', middle: '', tail: '' });
    expect(addressParts('0123456789a')).toEqual({ head: '01234', middle: '5', tail: '6789a' });
  });
  it('shortens a hash longer than 10 to its first 5 and last 5', () => {
    expect(shortHash('0x1234567890abcdef')).toBe('0x123…bcdef');
    expect(shortHash('0123456789')).toBe('0123456789');
    expect(shortHash('')).toBe('');
  });
});

describe('block confirmations (spec §4, §9)', () => {
  it('has each chain\'s blocks and interval from the spec', () => {
    const table = Object.fromEntries(Object.entries(CHAINS).map(([name, chain]) => [name, [chain.blocks, chain.intervalMs]]));
    expect(table).toEqual({ BSC: [16, 2000], Bitcoin: [5, 600_000], Ethereum: [16, 12_000], Litecoin: [5, 150_000], TON: [8, 2000], Tron: [20, 3000] });
    for (const chain of Object.values(CHAINS)) expect(chain.explorer).toMatch(/^https:\/\//);
  });
  it('counts one block per interval since the transfer was seen, up to the requirement, per chain', () => {
    const seen = 1_000_000;
    expect(confirmedBlocks(CHAINS.Tron, seen, seen)).toBe(0);
    expect(confirmedBlocks(CHAINS.Tron, seen, seen + 2999)).toBe(0);
    expect(confirmedBlocks(CHAINS.Tron, seen, seen + 3000)).toBe(1);
    expect(confirmedBlocks(CHAINS.Tron, seen, seen + 59_999)).toBe(19);
    expect(confirmedBlocks(CHAINS.Tron, seen, seen + 60_000)).toBe(20);
    expect(confirmedBlocks(CHAINS.Tron, seen, seen + 10 * 60_000)).toBe(20);
    expect(confirmedBlocks(CHAINS.Bitcoin, seen, seen + 49 * 60_000)).toBe(4);
    expect(confirmedBlocks(CHAINS.Bitcoin, seen, seen + 50 * 60_000)).toBe(5);
    expect(confirmedBlocks(CHAINS.Litecoin, seen, seen + 150_000 * 3)).toBe(3);
    expect(confirmedBlocks(CHAINS.BSC, seen, seen - 5000)).toBe(0);
  });
  it('finds a chain by the transfer\'s blockchain or by the network', () => {
    expect(chainOf('Tron')).toBe(CHAINS.Tron);
    expect(chainOf('toString')).toBeUndefined();
    expect(chainOf(undefined)).toBeUndefined();
    expect(networkChainName('BEP20')).toBe('BSC');
    expect(networkChainName('trc20')).toBe('Tron');
    expect(networkChainName('DOGE')).toBeUndefined();
  });
  it('says how long each network takes (spec §9 minutes, default 10)', () => {
    expect([['BTC', 15], ['ERC20', 10], ['TRC20', 5], ['BEP20', 5], ['LTC', 5], ['DOGE', 5], ['TON', 10], ['SOL', 10]].map(([n]) => [n, confirmationMinutes(n as string)])).toEqual([
      ['BTC', 15], ['ERC20', 10], ['TRC20', 5], ['BEP20', 5], ['LTC', 5], ['DOGE', 5], ['TON', 10], ['SOL', 10],
    ]);
    expect(networkLabel('TRC20')).toBe('TRC-20');
    expect(networkLabel('SOL')).toBe('SOL');
  });
});

describe('the coins of a group (spec §2 "Crypto list")', () => {
  const methods = [coin('usdt_trc20', 'USDT', 'TRC20', 'Tether'), coin('btc', 'BTC', 'BTC', 'Bitcoin'), coin('usdt_erc20', 'usdt', 'ERC20', 'Tether'), { ...coin('card', 'USD', ''), category: undefined }];
  it('gathers a coin\'s networks, in the order of the first, and leaves out what is not a coin', () => {
    const coins = coinsOf(methods, 'en');
    expect(coins.map((c) => [c.currency, c.name, c.networks.map((m) => m.name)])).toEqual([
      ['USDT', 'Tether', ['usdt_trc20', 'usdt_erc20']],
      ['BTC', 'Bitcoin', ['btc']],
    ]);
  });
  it('finds a coin by its code or name, case-insensitive', () => {
    const coins = coinsOf(methods, 'en');
    expect(filterCoins(coins, 'btc', 'en').map((c) => c.currency)).toEqual(['BTC']);
    expect(filterCoins(coins, 'TETH', 'en').map((c) => c.currency)).toEqual(['USDT']);
    expect(filterCoins(coins, '  ', 'en')).toHaveLength(2);
    expect(filterCoins(coins, 'doge', 'en')).toEqual([]);
  });
  it('lists the networks of the chosen coin where it was chosen', () => {
    expect(networksOf(methods[2]!, methods).map((m) => m.name)).toEqual(['usdt_trc20', 'usdt_erc20']);
  });
});

describe('the address request (spec §3 "Crypto deposit response")', () => {
  it('shows the address on the page it was asked from; an answer without one is a clear error', () => {
    const response = { depositId: 'd1', data: { depositAddress: 'TAddress', minDepositValue: 10, cryptoName: 'Tether' } };
    expect(cryptoCreate.interpret({ apiResponse: response })).toEqual({ response, stays: true });
    expect(() => cryptoCreate.interpret({ apiResponse: { depositId: 'd1', data: {} } })).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
    expect(() => cryptoCreate.interpret({ apiResponse: null })).toThrow(expect.objectContaining({ kind: 'invalid-response' }));
  });
  it('uses 8 decimals for coins, and NEO is not one', () => {
    expect(fractionDigits('USDT')).toBe(8);
    expect(fractionDigits('btc')).toBe(8);
    expect(fractionDigits('NEO')).toBe(2);
  });
});

describe("a deposit paid in a coin, on the complete page (spec §4 \"Crypto confirmation\")", () => {
  const seen = { data: { txid: '0xabc123', amount: 25 }, seenAt: 0, network: 'Tron (TRC20)', txid: '0xabc123' };
  const view = (isCryptocurrency: boolean, own: Record<string, unknown> = {}) => ({ deposit: { status: { status: 'waiting' as const }, own }, payment: { isCryptocurrency } });
  const t = (key: string) => `<${key}>`;
  const status = (display: string) => ({ title: `complete.${display}.title`, text: `complete.${display}.text` });
  const tables = { main: MAIN_DEPOSIT_TABLE, 'crypto balance': CRYPTO_DEPOSIT_TABLE, 'Coin Shop': SWEEP_SHOP_TABLE };

  it.each(Object.entries(tables))('says a declined coin was sent and not credited, and a transfer is being processed, in the %s table', (_name, table) => {
    expect(table.completeWords(view(true), 'decline', status('decline'))).toEqual({ title: 'complete.cryptoDecline.title', text: 'complete.cryptoDecline.text' });
    expect(table.completeWords(view(true), 'progress', status('progress'))).toEqual(status('processing'));
    expect(table.completeWords(view(true), 'success', status('success'))).toEqual(status('success'));
    expect(table.completeWords(view(false), 'decline', status('decline'))).toEqual(status('decline'));
  });

  it.each(Object.entries(tables))('shows the network and the hash of a transfer seen on its chain, and waits for its blocks, not the clock, in the %s table', (_name, table) => {
    const withTransfer = view(true, { [SEEN_TRANSFER.name]: seen });
    expect(table.completeRows(withTransfer, t).map((row) => [row.name, row.title, row.value, row.isCopyable ?? false])).toEqual([
      ['network', '<crypto.network.label>', 'Tron (TRC20)', false],
      ['txid', '<crypto.tx.hash>', '0xabc123', true],
    ]);
    expect(table.completeWaitMs({ name: 'usdt_trc20', cardViewType: 0, category: 'crypto' }, withTransfer, 60_000)).toBe(Number.POSITIVE_INFINITY);
  });

  it('adds no row and keeps the clock for a deposit no transfer was seen for', () => {
    expect(MAIN_DEPOSIT_TABLE.completeRows(view(true), t)).toEqual([]);
    expect(MAIN_DEPOSIT_TABLE.completeWaitMs({ name: 'usdt_trc20', cardViewType: 0, category: 'crypto' }, view(true), 60_000)).toBe(60_000);
  });

  it('leaves out the hash of a transfer that came without one', () => {
    const rows = MAIN_DEPOSIT_TABLE.completeRows(view(true, { [SEEN_TRANSFER.name]: { ...seen, txid: undefined } }), t);
    expect(rows.map((row) => row.name)).toEqual(['network']);
  });
});
