import type { Cashier } from '../cashier';
import type { Breakpoint } from '../store';

/** The cashier's width class, as its container measures it. */
export function setBreakpoint(cashier: Cashier, breakpoint: Breakpoint): void {
  if (cashier.store.layout.breakpoint !== breakpoint) cashier.store.layout.breakpoint = breakpoint;
}
