import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { CardViewType, type PaymentMethod } from '../../../src/contract';
import P2pInvoicePage from '../../../src/flows/p2p/P2pInvoicePage';
import { MAIN_DEPOSIT_TABLE } from '../../../src/modes/main/depositRegistry';
import { CashierProvider } from '../../../src/ui/context';
import { FlowTableContext } from '../../../src/ui/flowTableContext';
import { cashierAnswering } from '../cashierAnswering';

const mbank: PaymentMethod = { name: 'mbank_p2p_kg', cardViewType: CardViewType.p2p, position: 1, iconIds: [], text: { en: 'MBank' } };

/** The invoice of deposit d1 on screen, its status answered as `answer`; where the cashier is once it has been asked. */
async function invoiceAnswered(answer: Record<string, unknown>) {
  const cashier = cashierAnswering({ 'deposit-status': { depositId: 'd1', ...answer } });
  const { store } = cashier;
  store.methods.methods = [mbank];
  store.payment.paymentMethod = { name: mbank.name, cardViewType: mbank.cardViewType };
  store.deposit.response = { depositId: 'd1', data: { card: { number: '4169585312345678', fullName: 'A B' }, payment_amount: 1500, payment_currency: 'KGS' } };
  store.deposit.status = { depositId: 'd1', status: 'waiting' };
  store.deposit.madeOn = '/deposit/p2p';
  cashier.nav.navigate('/deposit/p2p/invoice');
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  // As the app draws it: a page the main deposit table resolved, under that table.
  await act(async () =>
    root.render(
      <CashierProvider value={cashier}>
        <FlowTableContext.Provider value={MAIN_DEPOSIT_TABLE}>
          <P2pInvoicePage />
        </FlowTableContext.Provider>
      </CashierProvider>,
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const at = { path: cashier.nav.current(), status: store.deposit.status.status, shown: host.textContent ?? '' };
  act(() => root.unmount());
  host.remove();
  return at;
}

describe('a P2P invoice the backend names ended (spec §4 "Peer-to-peer")', () => {
  it('goes to the complete page, being processed, when paid (PAYED) before its code is final', async () => {
    const at = await invoiceAnswered({ status: 0, transactionStatus: 'PAYED' });
    expect(at.status).toBe('accepted');
    expect(at.path.startsWith('/deposit/complete')).toBe(true);
  });

  it('goes to the complete page, declined, when cancelled (CANCELED) with a waiting code', async () => {
    const at = await invoiceAnswered({ status: 0, transactionStatus: 'CANCELED' });
    expect(at.status).toBe('mistaked');
    expect(at.path.startsWith('/deposit/complete')).toBe(true);
  });

  it('stays on the invoice while it is open (PENDING)', async () => {
    const at = await invoiceAnswered({ status: 0, transactionStatus: 'PENDING' });
    expect(at.status).toBe('waiting');
    expect(at.path).toBe('/deposit/p2p/invoice');
    expect(at.shown).toContain('A B');
  });
});
