import { useEffect } from 'react';
import { guardHistory } from '../host/deviceBack';
import { goBack } from '../state/actions/navigation';
import type { Cashier } from '../state/cashier';

/** The device's Back steps back inside the cashier where it may (see host/deviceBack.ts). */
export function useDeviceBack(cashier: Cashier, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return guardHistory(window, () => goBack(cashier, 'back'));
  }, [cashier, enabled]);
}
