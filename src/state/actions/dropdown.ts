import type { Cashier } from '../cashier';

/** Spec §4: opening a dropdown closes the others (one open dropdown per cashier). */
export function openDropdown(cashier: Cashier, id: string): void {
  cashier.store.openDropdown = id;
}

export function closeDropdown(cashier: Cashier, id: string): void {
  if (cashier.store.openDropdown === id) cashier.store.openDropdown = null;
}
