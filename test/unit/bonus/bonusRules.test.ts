import { describe, expect, it } from 'vitest';
import { CardViewType } from '../../../src/contract';
import { bonusRequestFor, offeredBonuses } from '../../../src/bonus/bonusChoice';
import { activeBonus, type BonusData, bonusActivation, bonusesShown, bonusTheme, liveBonuses, movedChoice } from '../../../src/bonus/bonusRules';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { bonusTimeLeft } from '../../../src/bonus/bonusTime';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const deposit = (id: number | string, minDeposit?: number, ends?: string): BonusData => ({ id, type: 'deposit', mustAccruedBefore: ends, depositBonusData: { minDeposit } });
const freespin = (id: number, minDeposit?: number): BonusData => ({ id, type: 'freespin', freespinBonusData: { minDeposit, count: 20 } });
const codi = { name: 'codi_mx', cardViewType: CardViewType.default };

describe('where bonuses show (spec §6)', () => {
  it('only for the bonus experiment\'s group_b', () => {
    expect(bonusesShown([{ key: 'bonus', group: 'group_b' }])).toBe(true);
    expect(bonusesShown([{ key: 'bonus', group: 'group_a' }, { key: 'info_messages', group: 'group_b' }])).toBe(false);
    expect(bonusesShown([])).toBe(false);
  });
});

describe('bonus colours (spec §9)', () => {
  it('cycle pink, purple, blue, orange by id; freespins have their own', () => {
    expect([0, 1, 2, 3, 4, 5].map((id) => bonusTheme({ id, type: 'deposit' }))).toEqual(['pink', 'purple', 'blue', 'orange', 'pink', 'purple']);
    expect(bonusTheme({ id: 2, type: 'freespin' })).toBe('freespin');
    expect(['pink', 'purple', 'blue', 'orange']).toContain(bonusTheme({ id: 'abc', type: 'deposit' }));
    expect(bonusTheme({ id: 'abc', type: 'deposit' })).toBe(bonusTheme({ id: 'abc', type: 'deposit' }));
  });
});

describe('expiry (spec §4)', () => {
  it('drops bonuses past mustAccruedBefore, keeps those without one or with an unreadable one', () => {
    const list = [deposit(1, 0, '2026-11-24T11:59:59Z'), deposit(2, 0, '2026-11-24T12:00:01Z'), deposit(3), deposit(4, 0, 'soon')];
    expect(liveBonuses(list, NOW).map((b) => b.id)).toEqual([2, 3, 4]);
    expect(liveBonuses(list, NOW + 2000).map((b) => b.id)).toEqual([3, 4]);
  });
  it('says how long is left: days in the player\'s language, then the clock', () => {
    expect(bonusTimeLeft(NOW + 3_661_000, NOW, 'en')).toBe('1:01:01');
    expect(bonusTimeLeft(NOW + 2 * 86_400_000 + 65_000, NOW, 'en')).toBe('2d 01:05');
    expect(bonusTimeLeft(NOW - 1000, NOW, 'en')).toBe('00:00');
  });
});

describe('the active bonus (spec §4)', () => {
  const [a, b, c] = [deposit('a'), deposit('b'), deposit('c')];
  it('is the chosen one, else the host\'s bonus-id, else the first', () => {
    expect(activeBonus([a, b, c], 'b', [a, b, c], 'c')).toBe(b);
    expect(activeBonus([a, b, c], undefined, [a, b, c], 'c')).toBe(c);
    expect(activeBonus([a, b, c], undefined, [a, b, c], 'zzz')).toBe(a);
    expect(activeBonus([], 'b', [a, b, c], undefined)).toBeUndefined();
  });
  it('passes to the next when the active one goes, else the previous', () => {
    expect(activeBonus([a, c], 'b', [a, b, c], undefined)).toBe(c);
    expect(activeBonus([a], 'c', [a, b, c], undefined)).toBe(a);
    expect(activeBonus([a, c], undefined, [a, b, c], 'b')).toBe(c);
    expect(activeBonus([c], 'a', [a, b, c], undefined)).toBe(c);
  });
  it('stores the successor of a choice that has gone, and only that', () => {
    expect(movedChoice('b', 'b', c)).toBe('c');
    expect(movedChoice('b', 'b', b)).toBeUndefined();
    expect(movedChoice(undefined, undefined, a)).toBeUndefined();
    expect(movedChoice('b', 'b', undefined)).toBeUndefined();
  });
  it('leaves a choice made after the render that saw another (a late commit, seen in Firefox)', () => {
    // The render saw nothing chosen and the host's 'a' gone (active: the first); the player has since chosen 'c'.
    expect(movedChoice('a', 'c', b)).toBeUndefined();
    expect(movedChoice(undefined, 'c', a)).toBeUndefined();
  });
});

describe('activation (spec §4, §5, §6)', () => {
  const bonus = deposit(7, 500);
  it('needs a bonus chosen and on, a method that takes bonuses, and at least the minimum deposit', () => {
    expect(bonusActivation({ bonus, enabled: true, method: codi, takesBonus: true, amount: 500 })).toEqual({ activated: true, bonusId: 7 });
    expect(bonusActivation({ bonus, enabled: true, method: codi, takesBonus: true, amount: 499.99 })).toEqual({ activated: false, missing: { minDeposit: 500 } });
    expect(bonusActivation({ bonus, enabled: true, method: codi, takesBonus: true, amount: null })).toEqual({ activated: false, missing: { minDeposit: 500 } });
    expect(bonusActivation({ bonus, enabled: false, method: codi, takesBonus: true, amount: 900 })).toEqual({ activated: false, missing: 'off' });
    expect(bonusActivation({ bonus: undefined, enabled: true, method: codi, takesBonus: true, amount: 900 })).toEqual({ activated: false, missing: 'none' });
    expect(bonusActivation({ bonus: freespin(8, 200), enabled: true, method: codi, takesBonus: true, amount: 200 })).toEqual({ activated: true, bonusId: 8 });
    expect(bonusActivation({ bonus: deposit(9), enabled: true, method: codi, takesBonus: true, amount: 1 })).toEqual({ activated: true, bonusId: 9 });
  });
  it('is never on yamoney_h2h, yamoney_rub, webmoney_usd, nor on a method whose flow takes none (the on-ramp)', () => {
    for (const name of ['yamoney_h2h', 'yamoney_rub', 'webmoney_usd']) {
      expect(bonusActivation({ bonus, enabled: true, method: { name }, takesBonus: true, amount: 900 })).toEqual({ activated: false, missing: 'restricted' });
    }
    expect(bonusActivation({ bonus, enabled: true, method: codi, takesBonus: false, amount: 900 })).toEqual({ activated: false, missing: 'restricted' });
    expect(MAIN_DEPOSIT_TABLE.takesBonus({ name: 'onramp_buy', cardViewType: CardViewType.onramp })).toBe(false);
    expect(MAIN_DEPOSIT_TABLE.takesBonus(codi)).toBe(true);
  });
});

describe('what a create sends (spec §3 "Create request")', () => {
  const handshake = { bonusList: [deposit(1, 100), deposit(2, 1000)] as never, experiments: [{ key: 'bonus', group: 'group_b' }], bonusId: '2' };
  it('the active bonus when activated, else isActivatedBonus false and no id', () => {
    expect(bonusRequestFor({ handshake, form: {} }, codi, true, 1500, NOW)).toEqual({ isActivatedBonus: true, bonusId: 2 });
    expect(bonusRequestFor({ handshake, form: { bonusId: '1' } }, codi, true, 150, NOW)).toEqual({ isActivatedBonus: true, bonusId: 1 });
    expect(bonusRequestFor({ handshake, form: {} }, codi, true, 150, NOW)).toEqual({ isActivatedBonus: false });
    expect(bonusRequestFor({ handshake, form: { bonusOff: true } }, codi, true, 1500, NOW)).toEqual({ isActivatedBonus: false });
    expect(bonusRequestFor({ handshake: { ...handshake, experiments: [] }, form: {} }, codi, true, 1500, NOW)).toEqual({ isActivatedBonus: false });
    expect(bonusRequestFor({ handshake: null, form: {} }, codi, true, 1500, NOW)).toEqual({ isActivatedBonus: false });
    expect(bonusRequestFor({ handshake, form: {} }, codi, false, 1500, NOW)).toEqual({ isActivatedBonus: false });
  });
  it('offers nothing outside group_b', () => {
    expect(offeredBonuses({ ...handshake, experiments: [{ key: 'bonus', group: 'group_a' }] }, NOW)).toEqual([]);
  });
});
