import type { Cashier } from '../cashier';
import { resetSlices } from '../store';

/**
 * Spec §2 region page: the country changes only when the backend enables the geo selector; then
 * the mode's list (deposit or withdrawal) opens with the methods for it.
 */
export function selectCountry(cashier: Cashier, code: string): void {
  const { store } = cashier;
  if (!store.geo.enabled || !store.geo.countries.some((c) => c.code === code)) return;
  if (store.country !== code) {
    store.country = code;
    resetSlices(store, ['payment']);
  }
  const mode = cashier.mode();
  // The mode's list of methods is its first route.
  cashier.nav.navigate(mode.firstRoutes[0]!.path);
  void mode.loadList(cashier);
}
