import { describe, expect, it, vi } from 'vitest';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import { createCashierStore, resetSlices, SESSION_SLICES, SLICES, type SliceName } from '../../../src/state/store';

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
    const a = createCashier({ readDeployment: () => deployment, channels: () => [one], modes: MAIN_MODES });
    const b = createCashier({ readDeployment: () => deployment, channels: () => [two], modes: MAIN_MODES });
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
    const cashier = createCashier({ readDeployment: () => deployment, channels: () => [channel], modes: MAIN_MODES });
    cashier.fail('Incorrect data from host');
    expect(cashier.store.phase).toBe('failed');
    expect(channel).toHaveBeenCalledWith({ type: 'onInitError', payload: { message: 'Incorrect data from host' } });
    error.mockRestore();
  });
});

describe('store slices', () => {
  it('resets every slice to what its factory makes, field by field', () => {
    const store = createCashierStore();
    store.payment.paymentMethod = { name: 'spei_mx', cardViewType: 9 };
    store.form.amount = '150';
    store.form.extraFields = { spei_mx: { fields: [{ name: 'clabe', type: 'text' }] } };
    store.deposit.status = { depositId: 'd1', status: 'processed' };
    store.creating.methods.push('spei_mx');
    store.methods.status = 'loaded';
    store.geo.enabled = true;
    store.connection.lost = true;
    resetSlices(store, Object.keys(SLICES) as SliceName[]);
    for (const [name, create] of Object.entries(SLICES)) {
      const fresh = create() as unknown as Record<string, unknown>;
      const current = store[name as SliceName] as unknown as Record<string, unknown>;
      expect(Object.keys(current).sort(), name).toEqual(Object.keys(fresh).sort());
      for (const key of Object.keys(fresh)) expect(current[key], `${name}.${key}`).toEqual(fresh[key]);
    }
  });

  it('starts a new session from fresh slices: nothing of the last player or deposit is left', () => {
    expect([...SESSION_SLICES].sort()).toEqual(Object.keys(SLICES).sort());
  });
});
