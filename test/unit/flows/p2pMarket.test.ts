import { describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import { isP2pMarket, marketAmountPattern, marketFields, withoutMarketAmount } from '../../../src/flows/p2p/p2pMarket';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { evaluateForm } from '../../../src/screens/deposit/form/evaluateForm';
import { emptyForm, emptyPayment } from '../../../src/state/store';

const amountField = { name: 'amount', type: 'text', regex: ['^\\d+$'], regex_error_key: 'paymentMethods.regex_error.p2pMarketAmount' };
const market = { name: 'p2p_market_uz', cardViewType: CardViewType.p2p, text: { en: 'P2P market' }, position: 1, iconIds: [], amount_rules: { UZS: { min: 10_000, max: 50_000_000 } }, fields: [amountField, { name: 'payer', type: 'text' }] } as unknown as PaymentMethod;
const state = (amount: string) => ({ form: { ...emptyForm(), amount, fieldValues: { payer: 'Ali' } }, payment: emptyPayment(), currency: 'UZS', country: 'UZ' });

describe('the P2P market (spec §5, §9 "p2p-market amount in fields")', () => {
  it('is p2p_market and its regional variants', () => {
    expect([isP2pMarket('p2p_market'), isP2pMarket('p2p_market_uz'), isP2pMarket('card_p2p_uz_humo'), isP2pMarket('p2p_marketing')]).toEqual([true, true, false, false]);
  });

  it("tests the amount against the method's own pattern, with its error key, and does not draw the amount field twice", () => {
    expect(marketAmountPattern(market)).toEqual({ regex: ['^\\d+$'], errorKey: 'paymentMethods.regex_error.p2pMarketAmount' });
    expect(withoutMarketAmount(market, market.fields!)!.map((field) => field.name)).toEqual(['payer']);
    const cents = evaluateForm(state('15000,5'), market, 'ru', MAIN_DEPOSIT_TABLE);
    expect(cents.amountProblem).toEqual({ key: 'paymentMethods.regex_error.p2pMarketAmount' });
    expect(cents.fields.map((field) => field.name)).toEqual(['payer']);
    const whole = evaluateForm(state('15000'), market, 'ru', MAIN_DEPOSIT_TABLE);
    expect([whole.amountProblem, whole.formValid]).toEqual([null, true]);
    // Below the limits is still below the limits.
    expect(evaluateForm(state('5'), market, 'ru', MAIN_DEPOSIT_TABLE).amountProblem).toMatchObject({ key: 'form.amountInput.limit.min' });
  });

  it('sends the amount among the fields; another method is left as it was', () => {
    expect(marketFields(market, { payer: 'Ali' }, 15000)).toEqual({ payer: 'Ali', amount: '15000' });
    const humo = { ...market, name: 'card_p2p_uz_humo' };
    expect(marketFields(humo, { payer: 'Ali' }, 15000)).toEqual({ payer: 'Ali' });
    expect(marketAmountPattern(humo)).toBeNull();
    expect(withoutMarketAmount(humo, humo.fields!)).toBeNull();
  });
});
