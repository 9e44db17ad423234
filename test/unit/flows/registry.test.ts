import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardViewType, type DepositCreated, type PaymentMethod, type ServerField } from '../../../src/contract';
import { AFTER_CREATE_ORDER } from '../../../src/flows/contract/afterCreate';
import { nextPageAfterCreate } from '../../../src/state/create/nextPage';
import { buildFlowTable } from '../../../src/flows/contract/flowTable';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { defineFlow } from '../../../src/flows/contract/flowDefinition';
import { resolveRoute } from '../../../src/routes/resolve';
import { eagerScreen } from '../../../src/ui/screen';

const mode = MAIN_DEPOSIT_TABLE;
// A method and group are chosen, and (after a create) a deposit exists.
const chosen = { method: true, group: true, deposit: true };

/** A path renders when the table resolves it to a route whose screen loads as a component. */
async function rendersAScreen(path: string): Promise<string> {
  const resolution = resolveRoute(path, mode.routes, chosen);
  if (resolution.kind !== 'render') return `${path} redirects to ${resolution.to}`;
  const module = await resolution.route.screen.load();
  return typeof module.default === 'function' ? 'renders' : `${path} has no component`;
}

/** Spec §3 group keys, with the West African crypto groups. */
const AFRICAN = ['benin', 'burkinafaso', 'cameroon', 'ivorycoast', 'kongo', 'mali', 'niger', 'senegal', 'togo'];
const GROUP_KEYS = [
  'crypto', 'card_method', 'cash_methods', 'cash_methods_kyrgyzstan', 'cash_methods_ukraine', 'p2p_methods_kyrgyzstan',
  'p2p_methods_ukraine', 'bank_transfer_nigeria', 'colombian_banks', 'e-money', 'indian-methods-grouped',
  'online-indonesian-banks-grouped', 'online-malaysian-banks-grouped', 'online-thailand-banks-grouped', 'nigeria-cards-grouped',
  'sbp-transgran-grouped', ...AFRICAN.flatMap((c) => [`cryptodep-${c}-grouped`, `cryptowithd-${c}-grouped`]), 'a-group-we-do-not-know',
];

const VIEW_TYPES = [...Object.values(CardViewType), 999, -1];

/** Every kind of answer a create can bring (spec §3 "data"), for every view type. */
const ANSWERS: DepositCreated[] = [
  {},
  { direct: true },
  { data: { unifiedFlow: true } },
  { data: { paymentMethodOffers: [{ method: 'moonpay', amount: 100, fee: 3 }] } },
  { data: { card: { bank_account: '1' } } },
  { data: { requisites: [{ name: 'clabe', value: '012' }] } },
  { data: { qrCodeText: '000201' } },
  { data: null },
];

describe('every target the registries and the after-create step can produce renders a screen', () => {
  it.each(VIEW_TYPES)('a method of card view type %i, alone, in a group, or crypto', async (cardViewType) => {
    for (const inGroup of [false, true]) {
      for (const category of [undefined, 'crypto']) {
        const path = mode.methodPath({ name: 'm', cardViewType, category }, inGroup);
        expect(await rendersAScreen(path), path).toBe('renders');
      }
    }
  });

  it.each(GROUP_KEYS)('the group %s', async (name) => {
    const path = mode.groupPath({ name });
    expect(await rendersAScreen(path), path).toBe('renders');
  });

  it('every answer to a create, for every view type', async () => {
    for (const cardViewType of VIEW_TYPES) {
      for (const answer of ANSWERS) {
        const next = nextPageAfterCreate(answer, { name: 'm', cardViewType }, '/deposit/complete?to=%2Fdeposit%2Fredirect', mode.afterCreate);
        if (next.kind === 'add-fields') continue;
        expect(await rendersAScreen(next.path), `${cardViewType} ${JSON.stringify(answer)}`).toBe('renders');
      }
    }
  });

  it('every route of the table', async () => {
    for (const route of mode.routes) expect(await rendersAScreen(route.path), route.name).toBe('renders');
  });
});

describe('the main deposit table', () => {
  it('names and places each route once', () => {
    const names = mode.routes.map((route) => route.name);
    const paths = mode.routes.map((route) => route.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a title on every page without a back route, and a transaction on every deposit page', () => {
    for (const route of mode.routes) expect(route.meta.backRoute ?? route.meta.titleKey, route.name).toBeTruthy();
    for (const route of mode.routes.filter((r) => r.path.startsWith('/deposit'))) expect(route.meta.transaction, route.name).toBe('deposit');
  });

  it('sends a method no flow claims, of a known view type or not, to the redirect flow', () => {
    expect(mode.methodPath({ name: 'm', cardViewType: 999 }, false)).toBe('/deposit/redirect');
    expect(mode.methodPath({ name: 'm', cardViewType: 999 }, true)).toBe('/deposit/group/redirect');
  });

  it('sends a group no flow claims to the group page', () => expect(mode.groupPath({ name: 'unknown' })).toBe('/deposit/group'));

  it('sends a created bank transfer to the host-to-host invoice, whatever the answer holds', async () => {
    for (const answer of [{}, { data: { requisites: [{ name: 'clabe', value: '1' }] } }]) {
      expect(nextPageAfterCreate(answer, { name: 'm', cardViewType: CardViewType.bankTransfer }, '/given', mode.afterCreate)).toEqual({
        kind: 'route',
        path: '/deposit/host-to-host',
      });
    }
    expect(nextPageAfterCreate({ data: { card: { number: '2200' } } }, { name: 'm', cardViewType: 0 }, '/given', mode.afterCreate)).toMatchObject({
      path: '/deposit/host-to-host',
    });
  });

  it("asks a bank transfer's form for no bank_name (spec §5), and leaves other methods' fields as they are", () => {
    const fields = [{ name: 'bank_name', type: 'text' }, { name: 'iban', type: 'text' }] as ServerField[];
    const method = (cardViewType: number) => ({ name: 'm', cardViewType, position: 0, text: {}, iconIds: [], fields }) as unknown as PaymentMethod;
    expect(mode.shapeFields(method(CardViewType.bankTransfer), fields, {}).map((field) => field.name)).toEqual(['iban']);
    expect(mode.shapeFields(method(CardViewType.p2p), fields, {}).map((field) => field.name)).toEqual(['bank_name', 'iban']);
  });

  it('knows from the method alone when a created deposit has a page of its own (no payment window is opened)', () => {
    expect(mode.hasOwnPageAfterCreate({ name: 'm', cardViewType: CardViewType.bankTransfer })).toBe(true);
    expect(mode.hasOwnPageAfterCreate({ name: 'm', cardViewType: CardViewType.default })).toBe(false);
    expect(mode.hasOwnPageAfterCreate({ name: 'm', cardViewType: CardViewType.card })).toBe(false);
    // Spec §9's virtual account: a bank account made for the deposit, shown as the host-to-host invoice.
    expect(mode.hasOwnPageAfterCreate({ name: 'nigerian_virtual_accounts', cardViewType: CardViewType.virtual })).toBe(true);
    expect(nextPageAfterCreate({}, { name: 'nigerian_virtual_accounts', cardViewType: CardViewType.virtual }, '/given', mode.afterCreate)).toEqual({ kind: 'route', path: '/deposit/host-to-host' });
  });
});

describe('building a table from flow declarations', () => {
  const screen = eagerScreen(() => null);
  const fallback = defineFlow({
    id: 'fallback',
    routes: [{ name: 'fallback', path: '/deposit/fallback', screen, meta: {} }],
    methodEntry: () => 'fallback',
  });
  const own = defineFlow({
    id: 'own',
    routes: [
      { name: 'own', path: '/deposit/own', screen, meta: {} },
      { name: 'own-after', path: '/deposit/own/after', screen, meta: {} },
      { name: 'own-group-page', path: '/deposit/own/group', screen, meta: {} },
    ],
    methodEntry: (method) => (method.cardViewType === 77 ? 'own' : null),
    groupEntry: (group) => (group.name === 'own-group' ? 'own-group-page' : null),
    afterCreate: { order: AFTER_CREATE_ORDER.hostToHost, route: 'own-after', matches: (response) => !!response.data?.requisites?.length },
  });
  const core = [{ name: 'group', path: '/deposit/group', screen, meta: {} }];
  // The fallback is listed first on purpose: it is still asked last.
  const table = buildFlowTable(core, [fallback, own], fallback, 'group');

  it('builds the routes from the declarations', () =>
    expect(table.routes.map((r) => r.path)).toEqual(['/deposit/group', '/deposit/own', '/deposit/own/after', '/deposit/own/group', '/deposit/fallback']));
  it('gives a claimed method to its flow and the rest to the fallback', () => {
    expect(table.methodPath({ name: 'x', cardViewType: 77 }, false)).toBe('/deposit/own');
    expect(table.methodPath({ name: 'x', cardViewType: 0 }, false)).toBe('/deposit/fallback');
  });
  it('gives a claimed group to its flow and the rest to the group page', () => {
    expect(table.groupPath({ name: 'own-group' })).toBe('/deposit/own/group');
    expect(table.groupPath({ name: 'other' })).toBe('/deposit/group');
  });
  it("turns a flow's after-create step into a path", () => {
    const requisites = { data: { requisites: [{ name: 'iban', value: 'X' }] } };
    expect(nextPageAfterCreate(requisites, { name: 'm', cardViewType: 0 }, '/given', table.afterCreate)).toEqual({ kind: 'route', path: '/deposit/own/after' });
    expect(nextPageAfterCreate({}, { name: 'm', cardViewType: 0 }, '/given', table.afterCreate)).toEqual({ kind: 'route', path: '/given' });
  });
  it('refuses an entry that names a route nobody declared', () => {
    const broken = defineFlow({ id: 'broken', routes: [], methodEntry: () => 'nowhere' });
    expect(() => buildFlowTable(core, [broken], broken, 'group').methodPath({ name: 'x', cardViewType: 0 }, false)).toThrow(/No route named nowhere/);
  });
});

describe('the next page after a create (spec §4)', () => {
  const steps = [
    { order: AFTER_CREATE_ORDER.pix, path: '/pix', matches: (_r: DepositCreated, m: { cardViewType: number }) => m.cardViewType === CardViewType.pix },
    { order: AFTER_CREATE_ORDER.unifiedForm, path: '/unified', matches: (r: DepositCreated) => !!r.data?.unifiedFlow },
    { order: AFTER_CREATE_ORDER.hostToHost, path: '/h2h', matches: (r: DepositCreated) => !!r.data?.card },
  ];
  const field = { name: 'email', type: 'text' };

  it('adds the required fields and stays, before anything else', () =>
    expect(nextPageAfterCreate({ isFieldsRequired: true, fields: [field], data: { unifiedFlow: true } }, { name: 'm', cardViewType: 0 }, '/given', steps)).toEqual({
      kind: 'add-fields',
      fields: [field],
    }));
  it('takes the fields from data.inputFields when the answer has none of its own', () =>
    expect(nextPageAfterCreate({ isFieldsRequired: true, data: { inputFields: [field] } }, { name: 'm', cardViewType: 0 }, '/given', steps)).toEqual({
      kind: 'add-fields',
      fields: [field],
    }));
  it('follows the spec order whatever order the flows are listed in', () => {
    expect(nextPageAfterCreate({ data: { unifiedFlow: true, card: {} } }, { name: 'm', cardViewType: CardViewType.pix }, '/given', steps)).toMatchObject({ path: '/unified' });
    expect(nextPageAfterCreate({ data: { card: {} } }, { name: 'm', cardViewType: CardViewType.pix }, '/given', steps)).toMatchObject({ path: '/h2h' });
    expect(nextPageAfterCreate({}, { name: 'm', cardViewType: CardViewType.pix }, '/given', steps)).toMatchObject({ path: '/pix' });
    expect(nextPageAfterCreate({}, { name: 'm', cardViewType: 0 }, '/given', steps)).toMatchObject({ path: '/given' });
  });
  it('keeps the spec order of the pages a create can lead to', () =>
    expect(Object.entries(AFTER_CREATE_ORDER).sort((a, b) => a[1] - b[1]).map(([name]) => name)).toEqual([
      'unifiedForm', 'onrampOffers', 'hostToHost', 'eazype', 'pix',
    ]));
  it('sends a direct-geo answer to the empty page', () =>
    expect(nextPageAfterCreate({ direct: true }, { name: 'm', cardViewType: 0 }, '/given', steps)).toEqual({
      kind: 'empty',
      path: '/empty?direct=true&transaction=deposit',
    }));
});

describe("the flows' list extras and group badges, collected by the table builder", () => {
  const screen = eagerScreen(() => null);
  const fallback = defineFlow({ id: 'fallback', routes: [{ name: 'group', path: '/deposit/group', screen, meta: {} }], methodEntry: () => 'group' });
  const First = () => createElement('p', null, 'first');
  const Second = () => createElement('p', null, 'second');
  const Badge = ({ group }: { group: { name: string } }) => createElement('span', null, group.name);
  const withExtras = (...extras: (typeof First)[]) => extras.map((listExtra, index) => defineFlow({ id: `x${index}`, routes: [], listExtra }));

  it('has none when no flow declares one, and the one a flow declares', () => {
    expect(buildFlowTable([], [fallback], fallback, 'group').ListExtras).toBeUndefined();
    const table = buildFlowTable([], [...withExtras(First), defineFlow({ id: 'badge', routes: [], groupExtra: Badge }), fallback], fallback, 'group');
    expect(table.ListExtras).toBe(First);
    expect(table.GroupExtra).toBe(Badge);
  });

  it("draws several side by side, in the flows' order", () => {
    const table = buildFlowTable([], [...withExtras(First, Second), fallback], fallback, 'group');
    expect(renderToStaticMarkup(createElement(table.ListExtras!))).toBe('<p>first</p><p>second</p>');
  });

  it('gives the MAIN table the bonus carousel and the crypto badge from their flows', () => {
    expect(MAIN_DEPOSIT_TABLE.ListExtras).toBeDefined();
    expect(MAIN_DEPOSIT_TABLE.GroupExtra).toBeDefined();
  });
});

describe('how a group entry counts what its page shows', () => {
  const method = (name: string, currency?: string, network?: string) => ({
    name, cardViewType: CardViewType.default, text: { en: name }, position: 0, iconIds: [], ...(currency ? { category: 'crypto', currency, network } : {}),
  });
  const group = (name: string, paymentMethods: ReturnType<typeof method>[]) => ({ name, label: { en: name }, position: 0, paymentMethods });

  it('counts a crypto group by its coins, one tile a coin whatever its networks (9 methods, 7 coins)', () => {
    const networks = [['BTC'], ['ETH'], ['USDT', 'TRC20'], ['USDT', 'ERC20'], ['USDT', 'BEP20'], ['LTC'], ['TRX'], ['TON'], ['DOGE']];
    const crypto = group('crypto', networks.map(([coin, network], index) => method(`m${index}`, coin, network)));
    expect(MAIN_DEPOSIT_TABLE.groupSize(crypto)).toBe(7);
  });

  it('counts any other group by its methods, and a flow may count its own groups', () => {
    const cards = group('card_method', [method('visa'), method('mastercard')]);
    expect(MAIN_DEPOSIT_TABLE.groupSize(cards)).toBe(2);
    const screen = eagerScreen(() => null);
    const fallback = defineFlow({ id: 'fallback', routes: [{ name: 'group', path: '/deposit/group', screen, meta: {} }], methodEntry: () => 'group' });
    const own = defineFlow({ id: 'own', routes: [], groupSize: (g) => (g.name === 'card_method' ? 1 : null) });
    expect(buildFlowTable([], [own, fallback], fallback, 'group').groupSize(cards)).toBe(1);
    expect(buildFlowTable([], [fallback], fallback, 'group').groupSize(cards)).toBe(2);
  });
});
