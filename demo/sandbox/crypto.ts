/**
 * The sandbox's crypto side: an address per player and network, and a wallet that sends
 * coins to an address the sandbox gave out. A transfer is seen at once (its hash, chain and
 * amount), then confirmed after the chain's blocks at the chain's interval, on the sandbox clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import { escape, page } from './providerPage';

/** What the sandbox credits at least, per coin (`minDepositValue`); less is declined once confirmed. */
export const CRYPTO_MINIMUMS: Readonly<Record<string, number>> = { USDT: 10, BTC: 0.0001, ETH: 0.005, LTC: 0.01, TRX: 20, TON: 1, DOGE: 20 };

/** Test value: USDT on BEP-20, whose address the provider cannot issue. */
export const FAILING_ADDRESS_METHOD = 'usdt_bep20';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The address shapes of each network: a prefix and its characters, as real ones look. */
const SHAPES: Readonly<Record<string, { prefix: string; length: number; alphabet: string }>> = {
  TRC20: { prefix: 'T', length: 34, alphabet: BASE58 },
  TRX: { prefix: 'T', length: 34, alphabet: BASE58 },
  ERC20: { prefix: '0x', length: 42, alphabet: '0123456789abcdef' },
  BEP20: { prefix: '0x', length: 42, alphabet: '0123456789abcdef' },
  ETH: { prefix: '0x', length: 42, alphabet: '0123456789abcdef' },
  BTC: { prefix: 'bc1q', length: 42, alphabet: '023456789acdefghjklmnpqrstuvwxyz' },
  LTC: { prefix: 'ltc1q', length: 43, alphabet: '023456789acdefghjklmnpqrstuvwxyz' },
  TON: { prefix: 'UQ', length: 48, alphabet: `${BASE58}-_` },
  DOGE: { prefix: 'D', length: 34, alphabet: BASE58 },
};

/** One address per player and method (network), the same every time it is asked for. */
export function addressFor(token: string, method: string, network: string): string {
  const shape = SHAPES[network] ?? SHAPES.TRC20!;
  const bytes = createHash('sha256').update(`${token}\0${method}`).digest();
  let body = '';
  for (let i = 0; body.length < shape.length - shape.prefix.length; i++) body += shape.alphabet[bytes[i % bytes.length]! % shape.alphabet.length];
  return shape.prefix + body;
}

/** A transaction hash as the network writes it. */
export function txidFor(network: string): string {
  const hex = randomBytes(32).toString('hex');
  return SHAPES[network]?.prefix === '0x' ? `0x${hex}` : hex;
}

/**
 * The wallet page: send to an address typed in, or to one of the addresses the cashier lately gave
 * the player named (by the token typed in its form, POSTed: never in the page's address). Without
 * one it lists no address: a sandbox someone exposed does not show one player's addresses to another.
 */
export function walletPage(
  recent: readonly { address: string; currency: string; network: string }[] | undefined,
  sent?: { txid: string; address: string; amount: number },
  player = '',
): string {
  const done = sent
    ? `<p class="provider__done" role="status">Sent ${escape(String(sent.amount))} to <code>${escape(sent.address)}</code>: transaction <code>${escape(sent.txid)}</code>.</p>`
    : '';
  // The page after a send lists the same player's addresses again.
  const keep = player ? `<input type="hidden" name="player" value="${escape(player)}">` : '';
  const form = (address: string, label: string) => `<form method="post" action="/sandbox/crypto/send" class="provider__wallet">
<label>Address <input name="address" value="${escape(address)}" required autocomplete="off" spellcheck="false"></label>
<label>Amount <input name="amount" inputmode="decimal" required pattern="[0-9]+([.][0-9]{1,8})?" value="25"></label>
${keep}<button class="provider__pay" type="submit">${escape(label)}</button>
</form>`;
  const ask = `<form method="post" action="/sandbox/crypto/wallet" class="provider__wallet">
<label>Player (the token given to the cashier) <input name="player" value="${escape(player)}" required autocomplete="off" spellcheck="false"></label>
<button type="submit">Show their addresses</button>
</form>`;
  const list = recent === undefined
    ? ''
    : recent.length
      ? `<h2>Addresses the cashier showed this player</h2>${recent.map((r) => `<p>${escape(r.currency)} · ${escape(r.network)}</p>${form(r.address, `Send ${r.currency}`)}`).join('')}`
      : '<p>No address is waiting for this player: open a crypto method in the cashier first.</p>';
  return page('Sandbox wallet', `<h1>Sandbox wallet</h1>${done}${form('', 'Send')}${ask}${list}`, 'Sandbox crypto wallet');
}
