import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useCashier } from './context';

/**
 * True from the moment the first screen has its data (or the cashier is on another page), and
 * from then on: what the first screen does not need (the flow table, the back controls) loads then,
 * not before the list.
 */
export function useAfterFirstScreen(path: string): boolean {
  const cashier = useCashier();
  const snapshot = useSnapshot(cashier.store);
  const [after, setAfter] = useState(false);
  if (!after && !cashier.mode().firstScreenPending(snapshot, path)) setAfter(true);
  return after;
}
