import { describe, expect, it } from 'vitest';
import { CardViewType, type DepositCreated } from '../../../src/contract';
import type { FlowTable } from '../../../src/flows/contract/flowTable';
import type { Mode } from '../../../src/flows/contract/mode';
import { BALANCE_MODES } from '../../../src/modes/crypto-balance/mode';
import { MAIN_WITHDRAWAL_MODE } from '../../../src/modes/main/withdrawalMode';
import { SWEEP_REDEMPTION_MODE, SWEEP_SHOP_MODE } from '../../../src/modes/sweep/mode';
import { resolveRoute } from '../../../src/routes/resolve';
import { nextPageAfterCreate } from '../../../src/state/create/nextPage';

// DESIGN §3: "A test proves that every target a registry can produce renders", for every table
// beside the main deposits' (test/unit/flows/registry.test.ts): the withdrawals, the Coin Shop,
// Redemption and the four of the crypto-balance cashier.

const TABLES: [string, Mode<never>][] = [
  ['main withdrawals', MAIN_WITHDRAWAL_MODE as Mode<never>],
  ['the Coin Shop', SWEEP_SHOP_MODE as Mode<never>],
  ['Redemption', SWEEP_REDEMPTION_MODE as Mode<never>],
  ['crypto balance, crypto deposits', BALANCE_MODES.deposit.crypto as Mode<never>],
  ['crypto balance, fiat deposits', BALANCE_MODES.deposit.fiat as Mode<never>],
  ['crypto balance, crypto withdrawals', BALANCE_MODES.withdrawal.crypto as Mode<never>],
  ['crypto balance, fiat withdrawals', BALANCE_MODES.withdrawal.fiat as Mode<never>],
];

const VIEW_TYPES = [...Object.values(CardViewType), 999, -1];
const GROUP_KEYS = ['crypto', 'card_method', 'cash_methods', 'e-money', 'colombian_banks', 'p2p_methods_kyrgyzstan', 'cryptowithd-mali-grouped', 'a-group-we-do-not-know'];
const ANSWERS: DepositCreated[] = [
  {}, { direct: true }, { data: { unifiedFlow: true } }, { data: { paymentMethodOffers: [{ method: 'moonpay', amount: 100, fee: 3 }] } },
  { data: { card: { bank_account: '1' } } }, { data: { requisites: [{ name: 'clabe', value: '012' }] } }, { data: { qrCodeText: '000201' } }, { data: null },
];
// A method and group are chosen, and (after a create) a deposit exists.
const chosen = { method: true, group: true, deposit: true };

/** 'renders' when the table resolves `path` to a route whose screen loads as a component. */
async function rendersAScreen(table: FlowTable, path: string): Promise<string> {
  const resolution = resolveRoute(path, table.routes, chosen);
  if (resolution.kind !== 'render') return `${path} redirects to ${resolution.to}`;
  const module = await resolution.route.screen.load();
  return typeof module.default === 'function' ? 'renders' : `${path} has no component`;
}

describe.each(TABLES)('every target of %s renders a screen', (_name, mode) => {
  it('a method of every card view type, alone, in a group, or crypto', async () => {
    const table = await mode.loadTable();
    for (const cardViewType of VIEW_TYPES) {
      for (const inGroup of [false, true]) {
        for (const category of [undefined, 'crypto']) {
          const path = table.methodPath({ name: 'm', cardViewType, category }, inGroup);
          expect(await rendersAScreen(table, path), `${cardViewType} ${inGroup} ${category} → ${path}`).toBe('renders');
        }
      }
    }
  });

  it('a group of every kind', async () => {
    const table = await mode.loadTable();
    for (const name of GROUP_KEYS) expect(await rendersAScreen(table, table.groupPath({ name })), name).toBe('renders');
  });

  // A withdrawal's create leads to its own status page, whatever the answer (its routes are all checked below).
  if (mode.transaction === 'deposit') it('every answer to a deposit create, for every view type', async () => {
    const table = await mode.loadTable();
    for (const cardViewType of VIEW_TYPES) {
      for (const answer of ANSWERS) {
        const next = nextPageAfterCreate(answer, { name: 'm', cardViewType }, `${mode.firstRoutes[0]!.path}/complete`, table.afterCreate);
        if (next.kind === 'add-fields') continue;
        expect(await rendersAScreen(table, next.path), `${cardViewType} ${JSON.stringify(answer)} → ${next.path}`).toBe('renders');
      }
    }
  });

  it('every route of the table, and the mode\'s first screen', async () => {
    const table = await mode.loadTable();
    for (const route of [...table.routes, ...mode.firstRoutes]) expect(await rendersAScreen(table, route.path), route.name).toBe('renders');
  });
});
