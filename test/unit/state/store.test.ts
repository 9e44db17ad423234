import { describe, expect, it, vi } from 'vitest';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { createCashierStore } from '../../../src/state/store';

const deployment: Deployment = { apiUrl: '', socketUrl: '', staticBase: '/cashier/static/', product: 'cashier', metricsUrl: '', initialPath: '/deposit' };

describe('per-instance state', () => {
  it('gives every store its own data', () => {
    const a = createCashierStore();
    const b = createCashierStore();
    a.country = 'MX';
    a.methods.groups.push({ name: 'g', label: { en: 'G' }, position: 1, paymentMethods: [] });
    expect(b.country).toBe('');
    expect(b.methods.groups).toEqual([]);
  });

  it('gives every cashier its own store, router and host channels', () => {
    const one = vi.fn();
    const two = vi.fn();
    const a = createCashier(deployment, () => [one]);
    const b = createCashier(deployment, () => [two]);
    a.nav.navigate('/deposit/region');
    expect(b.nav.current()).toBe('/deposit');
    a.notify('onClose', {});
    expect(one).toHaveBeenCalledOnce();
    expect(two).not.toHaveBeenCalled();
    a.destroy();
    expect(a.lifetime.aborted).toBe(true);
    expect(b.lifetime.aborted).toBe(false);
  });

  it('reports a failed start to the host once, with the reason', () => {
    const channel = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cashier = createCashier(deployment, () => [channel]);
    cashier.fail('Incorrect data from host');
    expect(cashier.store.phase).toBe('failed');
    expect(channel).toHaveBeenCalledWith({ type: 'onInitError', payload: { message: 'Incorrect data from host' } });
    error.mockRestore();
  });
});
