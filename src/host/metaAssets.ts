import type { Handshake } from './handshake';

/**
 * An entry of the operator's `schema.meta.assets` by name (the sweepstakes links, the crypto
 * instruction): an address, or null. `meta` is read loosely by the handshake, its other fields
 * being the operator's, so a value that is not a string is none.
 */
export function metaAssetOf(handshake: Pick<Handshake, 'schema'> | null | undefined, name: string): string | null {
  const assets: unknown = (handshake?.schema?.meta as { assets?: unknown } | undefined)?.assets;
  const value = assets && typeof assets === 'object' ? (assets as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : null;
}
