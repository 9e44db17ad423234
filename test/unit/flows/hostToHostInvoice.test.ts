import { describe, expect, it } from 'vitest';
import { CardViewType } from '../../../src/contract';
import { HOST_TO_HOST_TIMEOUT_MINUTES, hostToHostInvoice } from '../../../src/flows/host-to-host/invoice';
import { invoiceDeadline } from '../../../src/state/deposit/invoiceDeadline';

const transfer = { cardViewType: CardViewType.bankTransfer };
const created = '2026-11-23T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('when an invoice expires (spec §3, §9)', () => {
  it('is created plus timeout_minutes', () => expect(invoiceDeadline({ created, timeout_minutes: 30 })).toBe(at('2026-11-23T10:30:00.000Z')));
  it('is created plus the lifetime in seconds when there is no timeout', () =>
    expect(invoiceDeadline({ created, lifetime: 90 }, HOST_TO_HOST_TIMEOUT_MINUTES)).toBe(at('2026-11-23T10:01:30.000Z')));
  it("defaults to 600 s, or to the flow's own default", () => {
    expect(invoiceDeadline({ created })).toBe(at('2026-11-23T10:10:00.000Z'));
    expect(invoiceDeadline({ created }, HOST_TO_HOST_TIMEOUT_MINUTES)).toBe(at('2026-11-23T10:15:00.000Z'));
  });
  it('defaults to 15 minutes for a host-to-host bank transfer, and 600 s for another host-to-host invoice', () => {
    expect(hostToHostInvoice({ data: { created } }, transfer).endsAt).toBe(at('2026-11-23T10:15:00.000Z'));
    expect(hostToHostInvoice({ data: { created } }, { cardViewType: CardViewType.default }).endsAt).toBe(at('2026-11-23T10:10:00.000Z'));
  });
  it('is unknown without a readable creation time or with a lifetime of nothing', () => {
    expect(invoiceDeadline({}, HOST_TO_HOST_TIMEOUT_MINUTES)).toBeNull();
    expect(invoiceDeadline({ created: 'yesterday' }, HOST_TO_HOST_TIMEOUT_MINUTES)).toBeNull();
    expect(invoiceDeadline({ created, timeout_minutes: 0 })).toBeNull();
    expect(invoiceDeadline({ created, timeout_minutes: -5 })).toBeNull();
  });
});

describe('the lines of a host-to-host invoice', () => {
  it('reads payment system, number, holder, then the server requisites, in that order', () => {
    const invoice = hostToHostInvoice(
      {
        depositId: 'd1',
        data: {
          payment_system: 'SPEI',
          payment_amount: 1500,
          payment_currency: 'MXN',
          created,
          timeout_minutes: 15,
          card: { account_number: '646180157000000004', fullName: 'Pagos SA' },
          requisites: [
            { name: 'bank_name', title: 'Banco', value: 'STP' },
            { name: 'reference', value: 'ABC123', isCopyable: true },
          ],
        },
      },
      transfer,
    );
    expect(invoice.amount).toBe(1500);
    expect(invoice.currency).toBe('MXN');
    expect(invoice.endsAt).toBe(at('2026-11-23T10:15:00.000Z'));
    expect(invoice.rows).toEqual([
      { name: 'paymentSystem', value: 'SPEI' },
      { name: 'accountNumber', type: 'account', value: '646180157000000004', isCopyable: true },
      { name: 'recipient', value: 'Pagos SA', isCopyable: true },
      { name: 'bank_name', title: 'Banco', value: 'STP' },
      { name: 'reference', value: 'ABC123', isCopyable: true },
    ]);
  });

  it('shows a card number as a card number, and leaves out empty lines', () => {
    const invoice = hostToHostInvoice({ data: { card: { number: '2200700112345678', fullName: '  ' }, requisites: [{ name: 'x', value: '' }] } }, transfer);
    expect(invoice.rows).toEqual([{ name: 'cardNumber', type: 'card', value: '2200700112345678', isCopyable: true }]);
    expect(invoice.amount).toBeNull();
    expect(invoice.endsAt).toBeNull();
  });

  it('reads an answer without data as an empty invoice rather than failing', () =>
    expect(hostToHostInvoice({ data: null }, transfer)).toEqual({ amount: null, currency: null, rows: [], endsAt: null }));
});
