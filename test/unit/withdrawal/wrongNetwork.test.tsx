import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '../../../src/contract/methods';
import { walletOfAnotherNetwork } from '../../../src/crypto/walletAddress';
import { WithdrawalForm } from '../../../src/flows/withdrawal/WithdrawalForm';
import { type Rendered, renderWithCashier } from '../ui/renderWithCashier';

const TRC20 = `T${'A'.repeat(33)}`;
const ERC20 = `0x${'ab'.repeat(20)}`;
// No pattern of the backend's own on the field: the network's format is the only check left.
const usdt: PaymentMethod = {
  name: 'usdt_trc20_withdrawal', cardViewType: 0, position: 1, iconIds: ['usdt'], text: { en: 'USDT (TRC-20)' },
  category: 'crypto', currency: 'USDT', network: 'TRC20', amount_rules: { MXN: { min: 10, max: 1000 } }, fields: [{ name: 'wallet_address', type: 'text' }],
};

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe("a crypto withdrawal's wallet (checked for the network's format)", () => {
  it('is of another network only where the network is known and the address is not of it', () => {
    expect(walletOfAnotherNetwork(usdt, { wallet_address: ERC20 })).toBe(true);
    expect(walletOfAnotherNetwork(usdt, { wallet_address: TRC20 })).toBe(false);
    expect(walletOfAnotherNetwork({ network: 'SOLANA' }, { wallet_address: ERC20 })).toBe(false);
    expect(walletOfAnotherNetwork(usdt, { card_number: '4111' })).toBe(false);
  });

  function submitted(wallet: string) {
    const onValid = vi.fn();
    view = renderWithCashier(<p />);
    const { store } = view.cashier;
    store.currency = 'MXN';
    store.payment.paymentMethod = { name: usdt.name, cardViewType: 0 };
    store.form.amount = '100';
    store.form.fieldValues = { wallet_address: wallet };
    view.rerender(<WithdrawalForm method={usdt} onValid={onValid} />);
    act(() => view!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    const alerts = [...view.container.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent).filter(Boolean);
    return { onValid, alert: alerts.join(' ') || null };
  }

  it('says an address of another network, and goes no further', () => {
    const { onValid, alert } = submitted(ERC20);
    expect(onValid).not.toHaveBeenCalled();
    expect(alert).toBe('This is not an address on TRC-20. Check it: coins sent to an address of another network are lost.');
  });

  it("goes on with an address of the method's network", () => {
    const { onValid, alert } = submitted(TRC20);
    expect(onValid).toHaveBeenCalledWith({ amount: 100, fields: { wallet_address: TRC20 } });
    expect(alert).toBeNull();
  });
});
