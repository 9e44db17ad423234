import { describe, expect, it } from 'vitest';
import type { PaymentGroup, PaymentMethod } from '../../../src/contract';
import { badgesOf, filterEntries, groupIcons, listEntries, localizedText } from '../../../src/state/methodList';

const method = (name: string, position: number, text: Record<string, string>, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  name, position, text, cardViewType: 0, iconIds: [name], ...extra,
});
const group = (name: string, position: number, methods: PaymentMethod[]): PaymentGroup => ({
  name, position, label: { en: name.toUpperCase() }, paymentMethods: methods,
});

describe('server text in the player language', () => {
  const text = { en: 'Card', ru: 'Карта', 'es-MX': 'Tarjeta MX', es: 'Tarjeta' };
  it.each([
    ['ru', 'Карта'], ['es-MX', 'Tarjeta MX'], ['es-ES', 'Tarjeta'], ['de', 'Card'],
  ])('%s → %s', (locale, expected) => expect(localizedText(text, locale)).toBe(expected));
  it('uses whatever there is when English is missing too', () => expect(localizedText({ pt: 'Cartão' }, 'de')).toBe('Cartão'));
  it('is empty for no text', () => expect(localizedText({}, 'en')).toBe(''));
});

describe('list entries', () => {
  const groups = [group('cards', 2, [method('b', 9, { en: 'B' }), method('a', 3, { en: 'A' })]), group('empty', 0, [])];
  const methods = [method('pix', 1, { en: 'Pix' }), method('boleto', 5, { en: 'Boleto' })];

  it('orders groups and methods together by position, and a group\'s methods by theirs', () => {
    const entries = listEntries(groups, methods);
    expect(entries.map((e) => (e.kind === 'group' ? e.group.name : e.method.name))).toEqual(['pix', 'cards', 'boleto']);
    const cards = entries[1]!;
    expect(cards.kind === 'group' && cards.group.paymentMethods.map((m) => m.name)).toEqual(['a', 'b']);
  });

  it('searches case-insensitively in the player language, a group by its label or its methods', () => {
    const entries = listEntries(groups, [...methods, method('sbp', 7, { en: 'Fast payments', ru: 'Быстрые платежи' })]);
    const names = (query: string, locale = 'en') =>
      filterEntries(entries, query, locale).map((e) => (e.kind === 'group' ? e.group.name : e.method.name));
    expect(names('PIX')).toEqual(['pix']);
    expect(names('  box ')).toEqual([]);
    expect(names('cards')).toEqual(['cards']);
    expect(names('b')).toEqual(['cards', 'boleto']);
    expect(names('быстрые', 'ru')).toEqual(['sbp']);
    expect(names('fast', 'ru')).toEqual([]);
    expect(names('fast', 'de')).toEqual(['sbp']);
    expect(names('')).toHaveLength(4);
  });
});

describe('group icons and badges', () => {
  it('shows at most 3 icons, without repeats', () => {
    const g = group('g', 1, [
      method('visa', 1, {}), method('mc', 2, {}), method('visa2', 3, {}, { iconIds: ['visa'] }), method('mir', 4, {}), method('amex', 5, {}),
    ]);
    expect(groupIcons(g)).toEqual(['visa', 'mc', 'mir']);
  });
  it('maps badge types 2 → brand, 8 → exclusive, and isPopular → popular', () => {
    expect(badgesOf({ badgeType: 2 })).toEqual(['brand']);
    expect(badgesOf({ badgeType: 8, isPopular: true })).toEqual(['exclusive', 'popular']);
    expect(badgesOf({ badgeType: 5 })).toEqual([]);
  });
});

describe("the flags the specification lists and gives no behaviour (README, Readings)", () => {
  it('lists a method with isInvestForbidden and a securityRulesGroup as any other, and a wrong type is refused with the answer', async () => {
    const { MethodsResponseSchema } = await import('../../../src/contract/methods');
    const v = await import('valibot');
    const flagged = method('pix', 1, { en: 'Pix' }, { isInvestForbidden: true, securityRulesGroup: 'high' });
    const answer = v.parse(MethodsResponseSchema, { paymentGroups: [], paymentMethods: [flagged, method('boleto', 2, { en: 'Boleto' })] });
    expect(listEntries(answer.paymentGroups, answer.paymentMethods).map((entry) => (entry.kind === 'method' ? entry.method.name : entry.group.name))).toEqual(['pix', 'boleto']);
    expect(v.safeParse(MethodsResponseSchema, { paymentGroups: [], paymentMethods: [{ ...flagged, isInvestForbidden: 'yes' }] }).success).toBe(false);
  });
});
