/**
 * A random version 4 UUID from the platform's cryptographic generator. `crypto.randomUUID` exists
 * only in secure contexts (https, the loopback): an http page, or an https frame inside one, has
 * `crypto.getRandomValues` alone, so the UUID is built from its bytes there (never Math.random:
 * these are idempotency keys and names others must not guess).
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
