import { describe, expect, it } from 'vitest';
import { isWalletAddressOf } from '../../../src/crypto/walletAddress';

describe("a wallet address checked for its network's format (coins sent to another network's address are lost)", () => {
  it.each([
    ['TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['BEP20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['LTC', 'ltc1qg82tf5ph56h7hjdy0qgu4m2a62xmw6q6t9u6hg'],
    ['DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ['TON', 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2'],
  ])('takes a %s address', (network, address) => {
    expect(isWalletAddressOf(network, address)).toBe(true);
    expect(isWalletAddressOf(network.toLowerCase(), ` ${address} `)).toBe(true);
  });

  it('refuses an address of another network, or none at all', () => {
    expect(isWalletAddressOf('TRC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e')).toBe(false);
    expect(isWalletAddressOf('ERC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(false);
    expect(isWalletAddressOf('BTC', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L')).toBe(false);
    expect(isWalletAddressOf('TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU0')).toBe(false); // 0 is no base58 letter
    expect(isWalletAddressOf('TRC20', '')).toBe(false);
  });

  it('does not check a network it does not know', () => {
    expect(isWalletAddressOf('SOL', 'anything')).toBe(true);
    expect(isWalletAddressOf(undefined, 'anything')).toBe(true);
  });
});
