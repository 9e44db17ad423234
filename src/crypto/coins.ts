import type { PaymentMethod } from '../contract/methods';
import { localizedText } from '../state/methodList';

/** A coin as the crypto list shows it: its code, its name, and its methods (one per network). */
export interface Coin {
  currency: string;
  name: string;
  icon: string | undefined;
  networks: PaymentMethod[];
}

/** Spec §2 "Crypto list": a group's crypto methods gathered by coin, in the order of their first method. */
export function coinsOf(methods: readonly PaymentMethod[], locale: string): Coin[] {
  const coins = new Map<string, Coin>();
  for (const method of [...methods].sort((a, b) => a.position - b.position)) {
    if (method.category !== 'crypto' || !method.currency) continue;
    const currency = method.currency.toUpperCase();
    const coin = coins.get(currency) ?? { currency, name: localizedText(method.text, locale), icon: method.iconIds[0], networks: [] };
    coin.networks.push(method);
    coins.set(currency, coin);
  }
  return [...coins.values()];
}

/** Spec §2 search: by the coin's code or its name (the player's language, else English), case-insensitive. */
export function filterCoins(coins: readonly Coin[], query: string, locale: string): Coin[] {
  const wanted = query.trim().toLocaleLowerCase(locale);
  if (!wanted) return [...coins];
  return coins.filter((coin) =>
    [coin.currency, coin.name, ...coin.networks.map((method) => localizedText(method.text, 'en'))].some((text) => text.toLocaleLowerCase(locale).includes(wanted)),
  );
}

/** The networks of the chosen method's coin, where it was chosen (its group, else the ungrouped methods). */
export function networksOf(method: PaymentMethod, candidates: readonly PaymentMethod[]): PaymentMethod[] {
  const currency = method.currency?.toUpperCase();
  if (!currency) return [method];
  return candidates.filter((m) => m.category === 'crypto' && m.currency?.toUpperCase() === currency).sort((a, b) => a.position - b.position);
}
