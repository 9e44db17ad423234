import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardViewType, type PaymentGroup, type PaymentMethod } from '../../../src/contract';
import { cashFlow } from '../../../src/flows/cash';
import { indiaFlow } from '../../../src/flows/india';
import { onrampFlow } from '../../../src/flows/onramp';
import { p2pFlow } from '../../../src/flows/p2p';
import { redirectFlow } from '../../../src/flows/redirect';
import { buildFlowTable } from '../../../src/flows/contract/flowTable';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { CORE_DEPOSIT_ROUTES } from '../../../src/screens/coreRoutes';
import { resolveRoute } from '../../../src/routes/resolve';
import { chooseGroup, chooseMethod } from '../../../src/state/actions/depositList';
import { currentMeta } from '../../../src/state/actions/goBack';
import { stepBack } from '../../../src/state/actions/navigation';
import { started } from '../state/startedCashier';

const mode = MAIN_DEPOSIT_TABLE;
/** The table without the cash flow (the other flows that claim methods by view type kept): every other view type must land where it does there. */
const withoutCash = buildFlowTable(CORE_DEPOSIT_ROUTES, [p2pFlow, onrampFlow, indiaFlow, redirectFlow], redirectFlow, 'group');

describe('the cash flow claims cash methods (spec §2 "Cash page")', () => {
  it('sends a cash method to the cash page, alone or in a group', () => {
    expect(mode.methodPath({ name: 'oxxo_cash', cardViewType: CardViewType.cash }, false)).toBe('/deposit/cash');
    expect(mode.methodPath({ name: 'agent_cash_ua', cardViewType: CardViewType.cash }, true)).toBe('/deposit/cash');
  });

  it('leaves every other view type where it was, alone and in a group', () => {
    const others = [...Object.values(CardViewType), 999, -1].filter((type) => type !== CardViewType.cash);
    for (const cardViewType of others) {
      for (const inGroup of [false, true]) {
        expect(mode.methodPath({ name: 'm', cardViewType }, inGroup), `${cardViewType} ${inGroup}`).toBe(withoutCash.methodPath({ name: 'm', cardViewType }, inGroup));
      }
    }
  });

  it('claims no group: the cash groups open the group page', () => {
    for (const name of ['cash_methods', 'cash_methods_ukraine', 'cash_methods_kyrgyzstan']) expect(mode.groupPath({ name })).toBe('/deposit/group');
  });

  it('shows the agent page only for a created deposit', () => {
    const agent = (deposit: boolean) => resolveRoute('/deposit/cash/agent', mode.routes, { method: true, group: false, deposit });
    expect(agent(true)).toMatchObject({ kind: 'render', route: { name: 'cash-agent' } });
    expect(agent(false)).toEqual({ kind: 'redirect', to: '/deposit', resetPayment: true });
  });

  it("declares its pages with Back to the previous page of the cashier's own history", () => {
    expect(cashFlow.routes.map((route) => [route.name, route.path, route.meta])).toEqual([
      ['cash', '/deposit/cash', { transaction: 'deposit', backRoute: 'previous', needs: 'method' }],
      ['cash-agent', '/deposit/cash/agent', { transaction: 'deposit', backRoute: 'previous', needs: 'deposit' }],
    ]);
  });
});

describe('choosing a cash method', () => {
  const cash: PaymentMethod = { name: 'agent_cash_ua', cardViewType: CardViewType.cash, text: { en: 'Cash agent' }, position: 1, iconIds: [] };
  const group: PaymentGroup = { name: 'cash_methods_ukraine', label: { en: 'Cash in Ukraine' }, position: 1, paymentMethods: [cash] };

  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ loading: compileMessage('Loading') })))));
  afterEach(() => vi.unstubAllGlobals());

  it('in a group opens the cash page, whose Back returns to the group', async () => {
    const { cashier } = await started(() => ({}), { methods: [cash] });
    chooseGroup(cashier, group);
    await vi.waitFor(() => expect(cashier.nav.current()).toBe('/deposit/group'));
    chooseMethod(cashier, cash, group);
    await vi.waitFor(() => expect(cashier.nav.current()).toBe('/deposit/cash'));
    expect(stepBack(cashier, currentMeta(cashier))).toBe(true);
    expect(cashier.nav.current()).toBe('/deposit/group');
  });

  it('alone opens the cash page, whose Back returns to the list', async () => {
    const { cashier } = await started(() => ({}), { methods: [cash] });
    chooseMethod(cashier, cash);
    await vi.waitFor(() => expect(cashier.nav.current()).toBe('/deposit/cash'));
    stepBack(cashier, currentMeta(cashier));
    expect(cashier.nav.current()).toBe('/deposit');
  });
});
