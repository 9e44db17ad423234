import type { Cashier } from '../cashier';
import type { ListEntry } from '../methodList';
import { savingData } from '../../transport/savingData';

/** The look-ahead itself (prepareAhead.ts): none of it is needed to draw a list, so it loads once one is shown. */
const ahead = () => import('./prepareAhead');

/** A list is on screen: its likely next pages load while the player looks at it (see prepareAhead.ts). */
export function preparePages(cashier: Cashier, entries: readonly ListEntry[]): void {
  if (!savingData()) ahead().then((module) => module.preparePages(cashier, entries), () => {});
}

/** A press on an entry (`inGroup`: on a group's page): its page starts loading before the click lands. */
export function prepareEntry(cashier: Cashier, entry: ListEntry, inGroup = false): void {
  ahead().then((module) => module.prepareEntry(cashier, entry, inGroup), () => {});
}
