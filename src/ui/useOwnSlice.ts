import { useSnapshot } from 'valtio';
import { type OwnSlice, readSlice } from '../state/ownSlice';
import { useCashier } from './context';

/** A mode's or flow's own slice as this render sees it (undefined until it is made). */
export function useOwnSlice<T>(slice: OwnSlice<T>): T | undefined {
  return readSlice(useSnapshot(useCashier().store), slice);
}
