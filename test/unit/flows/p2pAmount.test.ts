import { describe, expect, it } from 'vitest';
import { p2pPrefill } from '../../../src/flows/p2p/amountPrefill';
import { isKyrgyzP2p } from '../../../src/flows/p2p/SupportLink';

const base = { method: {}, currency: 'KGS', country: 'KG', limits: { min: 100, max: 500_000 }, random: () => 0 };

describe('the amount a P2P method\'s page starts with (spec §9 "P2P amount")', () => {
  it('is one of the chips at random, each of them reachable', () => {
    const chips = [100, 150, 250, 500, 1000];
    expect(chips.map((_, i) => p2pPrefill({ ...base, random: () => (i + 0.5) / chips.length }))).toEqual(chips);
    expect(p2pPrefill({ ...base, random: () => 0.999_999 })).toBe(1000);
    expect(p2pPrefill({ ...base, method: { prefilledAmount: 700 }, random: () => 0 })).toBe(100);
  });

  it('is the set amount for KRW bank transfers and methods with fixed amounts', () => {
    expect(p2pPrefill({ ...base, currency: 'KRW', method: { prefilledAmount: 50_000 } })).toBe(50_000);
    expect(p2pPrefill({ ...base, currency: 'krw', method: {} })).toBeUndefined();
    expect(p2pPrefill({ ...base, method: { recommendedAmounts: [300, 600] }, random: () => 0.9 })).toBe(300);
    expect(p2pPrefill({ ...base, method: { recommendedAmounts: [300, 600], prefilledAmount: 600 } })).toBe(600);
  });

  it('waits for the limits, and falls back on the prefilled amount where no chip fits', () => {
    expect(p2pPrefill({ ...base, limits: { min: 0, max: 0 } })).toBeUndefined();
    expect(p2pPrefill({ ...base, limits: { min: 0, max: 0 }, method: { prefilledAmount: 700 } })).toBe(700);
    expect(p2pPrefill({ ...base, limits: { min: 1, max: 4 }, method: { prefilledAmount: 3 } })).toBe(3);
    expect(p2pPrefill({ ...base, country: 'RU', currency: 'RUB', limits: { min: 1000, max: 0 }, random: () => 0 })).toBe(5000);
  });
});

describe('Kyrgyz P2P methods, which have a support button (spec §2)', () => {
  const groups = [
    { name: 'p2p_methods_kyrgyzstan', paymentMethods: [{ name: 'mbank_p2p_kg' }] },
    { name: 'p2p_methods_ukraine', paymentMethods: [{ name: 'mono_p2p_ua' }] },
  ];

  it('are the Kyrgyz P2P group\'s methods, or any paid in som', () => {
    expect(isKyrgyzP2p('mbank_p2p_kg', groups, 'USD')).toBe(true);
    expect(isKyrgyzP2p('mono_p2p_ua', groups, 'UAH')).toBe(false);
    expect(isKyrgyzP2p('other_p2p', [], 'kgs')).toBe(true);
    expect(isKyrgyzP2p('other_p2p', [], 'RUB')).toBe(false);
  });
});
