import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/api/call';
import { LOCK_REASONS } from '../../../src/contract/history';
import { MAIN_DEPOSIT_MODE } from '../../../src/modes/main/depositMode';
import LockPage from '../../../src/screens/common/LockPage';
import { RouteMetaContext } from '../../../src/screens/Page';
import { lockOf, lockSide } from '../../../src/state/actions/locks';
import { apiFor } from '../../../src/state/sessionParts';
import { createCashierStore, type CashierLockShown } from '../../../src/state/store';
import { CashierError } from '../../../src/transport/errors';
import type { Transport } from '../../../src/transport/types';
import english from '../../../locales/en.json';
import { renderWithCashier, type Rendered } from '../ui/renderWithCashier';

const words = english as Record<string, string>;
let shown: Rendered[] = [];
afterEach(() => {
  shown.forEach((page) => page.unmount());
  shown = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function drawLock(lock: CashierLockShown, side: 'deposit' | 'withdrawal' = 'deposit', user?: object) {
  const page = renderWithCashier(
    <RouteMetaContext.Provider value={{ transaction: side }}>
      <LockPage />
    </RouteMetaContext.Provider>,
  );
  shown.push(page);
  await act(async () => {
    page.cashier.store.locks[side] = lock;
    if (user) page.cashier.store.handshake = { user, closingButton: true } as never;
  });
  return page;
}

describe('the lock page', () => {
  it.each(LOCK_REASONS)('says why (%s) in the player\'s words, and offers the operator\'s page as a link to a new tab', async (reason) => {
    const { container } = await drawLock({ reason, url: 'https://operator.example/limits' });
    expect(container.textContent).toContain(words[`lock.reason.${reason}`]);
    const link = container.querySelector<HTMLAnchorElement>('a.button');
    expect(link?.href).toBe('https://operator.example/limits');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.textContent).toBe(reason === 'kycRequired' ? words['kyc.open'] : words['lock.open']);
  });

  it('draws no link for a page that is not a web page, nor without one, and a generic reason when the refusal named none', async () => {
    expect((await drawLock({ reason: 'coolingOff', url: 'javascript:alert(1)' })).container.querySelector('a')).toBeNull();
    const unknown = (await drawLock({ reason: 'unknown' }, 'withdrawal')).container;
    expect(unknown.querySelector('a')).toBeNull();
    expect(unknown.textContent).toContain(words['lock.reason.unknown']);
  });

  it('hands the page to a native app\'s browser (openExtBrowser) instead of opening a tab', async () => {
    const page = await drawLock({ reason: 'depositLimitReached', url: 'https://operator.example/limits' }, 'deposit', { platform: 'android' });
    const notify = vi.spyOn(page.cashier, 'notify');
    const button = [...page.container.querySelectorAll('button')].find((b) => b.textContent === words['lock.open']);
    expect(page.container.querySelector('a')).toBeNull();
    act(() => button!.click());
    expect(notify).toHaveBeenCalledWith('openExtBrowser', { url: 'https://operator.example/limits' });
  });

  it('says when the lock ends in the player\'s language, and that the other side stays open', async () => {
    const deposit = (await drawLock({ reason: 'selfExcluded', until: '2027-03-01T12:00:00Z' })).container.textContent!;
    expect(deposit).toMatch(/Until Mar 1, 2027/);
    expect(deposit).toContain(words['lock.withdrawalsOpen']);
    const withdrawal = (await drawLock({ reason: 'withdrawalsLocked' }, 'withdrawal')).container.textContent!;
    expect(withdrawal).toContain(words['lock.depositsOpen']);
    expect((await drawLock({ reason: 'maintenance' })).container.textContent).not.toContain(words['lock.withdrawalsOpen']);
    expect((await drawLock({ reason: 'coolingOff', until: '2027-03-01T12:00:00Z' }, 'deposit')).container.textContent).not.toMatch(/Try again/);
  });

  describe('maintenance', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: Date.parse('2026-12-05T10:00:00Z') });
    });

    it('offers Try again only once its end has passed; Try again opens the side and asks for the list afresh', async () => {
      const loadList = vi.spyOn(MAIN_DEPOSIT_MODE, 'loadList').mockResolvedValue();
      const page = await drawLock({ reason: 'maintenance', until: '2026-12-05T10:01:00Z' });
      const retry = () => [...page.container.querySelectorAll('button')].find((b) => b.textContent === words['error.refresh']);
      expect(retry()).toBeUndefined();
      act(() => void vi.advanceTimersByTime(59_000));
      expect(retry()).toBeUndefined();
      act(() => void vi.advanceTimersByTime(1_500));
      expect(retry()).toBeDefined();
      expect(page.container.textContent).toContain('It was due to end on');
      act(() => retry()!.click());
      expect(page.cashier.store.locks.deposit).toBeUndefined();
      expect(loadList).toHaveBeenCalledWith(page.cashier, { force: true });
    });

    it('offers Try again at once when it names no end', async () => {
      const page = await drawLock({ reason: 'maintenance' });
      expect([...page.container.querySelectorAll('button')].some((b) => b.textContent === words['error.refresh'])).toBe(true);
    });
  });
});

describe('a lock refusal', () => {
  it('is read as the contract says, and closes the side even when its data cannot be read (fail closed)', async () => {
    expect(lockOf({ reason: 'coolingOff', until: '2027-01-01T00:00:00Z', url: 'https://x.example' })).toEqual({ reason: 'coolingOff', until: '2027-01-01T00:00:00Z', url: 'https://x.example' });
    expect(lockOf({ reason: 'nope' })).toEqual({ reason: 'unknown' });
    expect(lockOf(undefined)).toEqual({ reason: 'unknown' });
    expect(lockOf({ reason: 'maintenance', until: 'tomorrow' })).toEqual({ reason: 'unknown' });
  });

  it('is told to the host once per lock, not once per refused call', async () => {
    const store = createCashierStore();
    const notify = vi.fn();
    lockSide(store, notify, 'deposit', { reason: 'coolingOff' });
    lockSide(store, notify, 'deposit', { reason: 'coolingOff' });
    lockSide(store, notify, 'deposit', { reason: 'coolingOff', until: '2027-01-01T00:00:00Z' });
    expect(notify.mock.calls).toEqual([
      ['onCashierLocked', { reason: 'coolingOff' }],
      ['onCashierLocked', { reason: 'coolingOff', until: '2027-01-01T00:00:00Z' }],
    ]);
    expect(store.locks).toEqual({ deposit: { reason: 'coolingOff', until: '2027-01-01T00:00:00Z' } });
  });

  it('closes the side of the call refused (a list or a create), and nothing for another call or another code', async () => {
    const store = createCashierStore();
    const notify = vi.fn();
    const api: Api = apiFor({} as Transport, { track() {} } as never, notify, store);
    const spec = (name: string) => ({ prefix: 'banking', name }) as never;
    const locked = new CashierError('http', 'locked', { status: 403, code: 'banking.cashierLocked', data: { reason: 'withdrawalsLocked' } });
    api.onCallFailed(spec('deposit-status'), locked);
    api.onCallFailed(spec('withdrawal-create'), new CashierError('http', 'no', { status: 403, code: 'banking.forbidden' }));
    expect(store.locks).toEqual({});
    api.onCallFailed(spec('methods-withdrawal-v4'), locked);
    expect(store.locks).toEqual({ withdrawal: { reason: 'withdrawalsLocked' } });
    api.onCallFailed(spec('sweepstake-boxes'), new CashierError('http', 'locked', { code: 'banking.cashierLocked', data: { reason: 'maintenance' } }));
    expect(store.locks.deposit).toEqual({ reason: 'maintenance' });
    expect(notify).toHaveBeenCalledTimes(2);
  });
});
