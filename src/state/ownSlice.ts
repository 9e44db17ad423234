import { ref } from 'valtio/vanilla';

/**
 * A slice of the store that a mode or a flow declares in its own folder (DESIGN §3): shared state
 * holds what every flow has (session, list, form, the deposit); a mode's or flow's own fields live
 * under `store.own`, by the slice's name, made when that mode or flow first needs them. A new
 * session starts with none.
 */
export interface OwnSlice<T> {
  readonly name: string;
  /** Never read: it carries the slice's type. */
  readonly type?: T;
}

export const ownSlice = <T>(name: string): OwnSlice<T> => ({ name });

/** The slice as it is now (in the store, or in a snapshot of it), if it was made. */
export const readSlice = <T>(store: { readonly own: Readonly<Record<string, unknown>> }, slice: OwnSlice<T>): T | undefined =>
  store.own[slice.name] as T | undefined;

/**
 * The slice of this session: the one in the store when it was made for `session`, else a new one
 * (`make`) in its place, so that nothing of another session (another token, another player) is read.
 */
export function sessionSlice<T extends { session: AbortSignal | null }>(store: { own: Record<string, unknown> }, slice: OwnSlice<T>, session: AbortSignal, make: () => T): T {
  const held = readSlice(store, slice);
  // The signal is kept as it is, never as a valtio proxy.
  return held?.session === session ? held : writeSlice(store, slice, Object.assign(make(), { session: ref(session) }))!;
}

/** Puts the slice in the store (undefined takes it out); returns what the store now holds. */
export function writeSlice<T>(store: { own: Record<string, unknown> }, slice: OwnSlice<T>, value: T | undefined): T | undefined {
  if (value === undefined) delete store.own[slice.name];
  else store.own[slice.name] = value;
  return readSlice(store, slice);
}
