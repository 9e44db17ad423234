import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/contract/calls';
import { httpPath, socketEventName } from '../../../src/contract/common';

// Spec §7: "The base path of deposit-create and the like is the payment prefix. Exact paths for the
// remaining calls are as named" under the BANKING prefix. Read (README, Readings): "the like" are
// the calls that make, go on with or end one payment (deposits and withdrawals); the rest of the
// table is banking's, deposit-status and session-start among them, as the table names them.

/** §7's BANKING table, in its order. */
const BANKING_TABLE = [
  'deposit-limits', 'methods-payment-v5', 'methods-payment-v3', 'methods-country-selector-v2', 'methods-withdrawal-v4',
  'methods-withdrawal', 'deposit-create', 'deposit-create-sweepstake', 'deposit-complete', 'external-deposit-continue',
  'deposit-prepare', 'session-start', 'sweepstake-boxes', 'payment-convert-v2', 'sweepstake-balance-get',
  'sweepstake-recoup-sum', 'bank-get', 'deposit-status', 'deposit-cancel', 'deposit-check', 'deposit-create-p2p',
  'session-form-on-close-modal',
];

/** "deposit-create and the like": a payment's own calls. */
const PAYMENT_CALLS = [
  'deposit-create', 'deposit-create-p2p', 'deposit-create-sweepstake', 'deposit-prepare', 'external-deposit-continue',
  'deposit-complete', 'deposit-cancel', 'deposit-check', 'withdrawal-create', 'withdrawal-status', 'withdrawal-pending', 'withdrawal-cancel',
];

const specs = Object.values(CALLS);

describe("the calls' prefixes", () => {
  it('has every call of the BANKING table, once', () => {
    for (const name of BANKING_TABLE) expect(specs.filter((spec) => spec.name === name), name).toHaveLength(1);
  });

  it("puts deposit-create and the like under the payment prefix, and the table's other calls under banking", () => {
    expect(specs.filter((spec) => spec.prefix === 'payment').map((spec) => spec.name).sort()).toEqual([...PAYMENT_CALLS].sort());
    for (const name of BANKING_TABLE.filter((call) => !PAYMENT_CALLS.includes(call))) {
      expect(specs.find((spec) => spec.name === name)!.prefix, name).toBe('banking');
    }
  });

  it('is the path under /api over http and the event name, with : for /, over the socket', () => {
    const create = specs.find((spec) => spec.name === 'deposit-create')!;
    const status = specs.find((spec) => spec.name === 'deposit-status')!;
    expect([httpPath(create), socketEventName(create)]).toEqual(['/api/payment/deposit-create', 'payment:deposit-create']);
    expect([httpPath(status), socketEventName(status)]).toEqual(['/api/banking/deposit-status', 'banking:deposit-status']);
  });
});
