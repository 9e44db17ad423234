import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sweepState } from '../../../src/modes/sweep/loadShop';
import { OrderSummary } from '../../../src/modes/sweep/OrderSummary';
import { CashierProvider } from '../../../src/ui/context';
import { cashierAnswering } from '../cashierAnswering';

const box = { boxId: 7, price: 19.99, priceCurrencyCode: 'USD', currenciesList: { free: { amount: 22_000 }, main: { amount: 21 } } };

/** The order summary of `box` paid in `coin`, drawn; its rows by title once the calls have settled. */
async function summary(answers: Record<string, unknown>, coin: string | undefined, exact?: { amount: number; currency: string }) {
  const cashier = cashierAnswering(answers);
  sweepState(cashier).box = box;
  if (exact) cashier.store.deposit.summary = { ...exact, createdAt: 0 };
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  await act(async () => root.render(<CashierProvider value={cashier}><OrderSummary coin={coin} /></CashierProvider>));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const rows = Object.fromEntries([...host.querySelectorAll('.requisites__row')].map((row) => [row.querySelector('.requisites__label')?.textContent, row.querySelector('.requisites__text')?.textContent?.replace(/\s/g, ' ')]));
  act(() => root.unmount());
  host.remove();
  return { rows, calls: cashier.calls };
}

afterEach(() => vi.restoreAllMocks());

describe('the order summary (spec §2 sweepstake crypto list and address)', () => {
  it("says what the box's price is worth in the chosen coin now, as approximate (payment-convert-v2)", async () => {
    const { rows, calls } = await summary({ 'payment-convert-v2': { amount: 19.98 } }, 'USDT');
    expect(rows).toMatchObject({ Coins: '22,000 GC + 21 SC for free', Price: '$19.99', 'You send': "About USDT 19.98 at today's rate" });
    expect(calls).toEqual([{ name: 'payment-convert-v2', payload: { amount: 19.99, currencyFrom: 'USD', currencyTo: 'USDT' } }]);
  });

  it("says the exact amount once the address's answer gives it, and asks for no conversion", async () => {
    const { rows, calls } = await summary({ 'payment-convert-v2': { amount: 19.98 } }, 'USDT', { amount: 19.99, currency: 'usdt' });
    expect(rows['You send']).toBe('USDT 19.99');
    expect(calls).toEqual([]);
  });

  it('says nothing of the coin when the conversion fails (spec §8), with a console message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rows } = await summary({}, 'USDT');
    expect(rows).not.toHaveProperty('You send');
    expect(rows.Price).toBe('$19.99');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('conversion could not be loaded'), expect.any(String));
  });

  it('asks nothing before a coin is chosen (the coins page)', async () => {
    const { rows, calls } = await summary({ 'payment-convert-v2': { amount: 19.98 } }, undefined);
    expect(Object.keys(rows)).toEqual(['Coins', 'Price']);
    expect(calls).toEqual([]);
  });
});
