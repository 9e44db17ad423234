import type { P2pCard } from '../../contract/deposit';

/** Spec §8 thrown message, shown when a sealed card number cannot be opened. */
export const DECRYPT_ERROR = 'Error while decrypting data';

const bytes = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * Spec §7: the card number sealed with AES-GCM (`key`, `iv`, `encrypted`, `tag`, base64), opened
 * with Web Crypto. It never reaches the DOM as text and is never logged; a wrong key, IV or tag
 * fails with DECRYPT_ERROR.
 */
export async function openSealedCard(sealed: NonNullable<P2pCard['encoded']>, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  try {
    const key = await subtle.importKey('raw', bytes(sealed.key), 'AES-GCM', false, ['decrypt']);
    const sealedBytes = new Uint8Array([...bytes(sealed.encrypted), ...bytes(sealed.tag)]);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes(sealed.iv) }, key, sealedBytes);
    return new TextDecoder().decode(plain);
  } catch {
    throw new Error(DECRYPT_ERROR);
  }
}
