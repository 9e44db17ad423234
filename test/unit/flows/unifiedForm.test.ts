import { describe, expect, it } from 'vitest';
import { chosenBanks, isInstructionBank } from '../../../src/state/deposit/instructionBanks';
import { crossBorderBanks } from '../../../src/flows/p2p/rabbitBanks';
import { fastPaymentBanks, unifiedFormOf } from '../../../src/flows/unified-form/unifiedForm';

const created = '2026-11-23T10:00:00.000Z';

describe('a unified-flow answer (spec §2, §3)', () => {
  it('reads steps, requisites, fields and the time left from created and lifetime', () => {
    const form = unifiedFormOf(
      {
        data: {
          unifiedFlow: true,
          created,
          lifetime: 300,
          instruction: { steps: [{ stepNumber: 2, stepInstruction: 'b' }, { stepNumber: 1, stepInstruction: 'a' }] },
          requisites: [{ name: 'phone', value: '+7 900' }],
          inputFields: [{ name: 'payer', type: 'text' }],
        },
      });
    expect(form.steps).toHaveLength(2);
    expect(form.text).toBeNull();
    expect(form.requisites).toEqual([{ name: 'phone', value: '+7 900' }]);
    expect(form.fields).toEqual([{ name: 'payer', type: 'text' }]);
    expect(form.endsAt).toBe(Date.parse(created) + 300_000);
  });

  it('lasts 600 s when the answer gives no lifetime, and takes a plain-text instruction', () => {
    const form = unifiedFormOf({ data: { unifiedFlow: true, created, instruction: 'Pay at the counter.' } });
    expect(form.endsAt).toBe(Date.parse(created) + 600_000);
    expect(form.text).toBe('Pay at the counter.');
    expect(form.steps).toBeNull();
  });

  it.each([
    [undefined, true, false],
    [['complete'], true, false],
    [['complete', 'cancel'], true, true],
    [['cancel'], false, true],
    [[], false, false],
  ])('with buttons %j, Paid shows: %s; Cancel shows: %s', (buttons, paid, cancel) => {
    const form = unifiedFormOf({ data: { unifiedFlow: true, buttons } });
    expect(form.canMarkPaid).toBe(paid);
    expect(form.canCancel).toBe(cancel);
  });
});

describe('the banks a fast payment is explained for (spec §9)', () => {
  it('gives each rabbit method its own bank, other cross-border payments all three (the P2P flow)', () => {
    expect(crossBorderBanks('sbp_transgran_rabbit_tbank')).toEqual(['t-bank']);
    expect(crossBorderBanks('sbp_transgran_rabbit_sber')).toEqual(['sber']);
    expect(crossBorderBanks('sbp_transgran_any')).toEqual(['t-bank', 'sber', 'gazprom']);
  });
  it('explains an SBP method for all three, and no other method (the unified form)', () => {
    expect(fastPaymentBanks('sbp_rub')).toEqual(['t-bank', 'sber', 'gazprom']);
    expect(fastPaymentBanks('sbp_transgran_any')).toEqual(['t-bank', 'sber', 'gazprom']);
    expect(fastPaymentBanks('codi_mx')).toEqual([]);
  });
  it('knows only those three banks in a link', () => {
    expect(['t-bank', 'sber', 'gazprom'].every(isInstructionBank)).toBe(true);
    for (const other of ['tbank', 'alfa', '', null, 'sber ']) expect(isInstructionBank(other)).toBe(false);
  });
  it('links to the bank the player pays from (the `bank` query) when it is one of the method\'s, else to all of them', () => {
    expect(chosenBanks(fastPaymentBanks('sbp_transgran_any'), 'gazprom')).toEqual(['gazprom']);
    expect(chosenBanks(fastPaymentBanks('sbp_transgran_any'), null)).toEqual(['t-bank', 'sber', 'gazprom']);
    expect(chosenBanks(fastPaymentBanks('sbp_transgran_any'), 'alfa')).toEqual(['t-bank', 'sber', 'gazprom']);
    // A rabbit method's P2P page sends its one bank along: that bank's instruction alone.
    expect(chosenBanks(fastPaymentBanks('sbp_transgran_rabbit_sber'), 'sber')).toEqual(['sber']);
    expect(chosenBanks(crossBorderBanks('sbp_transgran_rabbit_sber'), 't-bank')).toEqual(['sber']);
    expect(chosenBanks(fastPaymentBanks('codi_mx'), 'sber')).toEqual([]);
  });
});
