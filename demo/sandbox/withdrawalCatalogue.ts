/**
 * The sandbox's withdrawal methods (DESIGN §2 "Withdrawal calls"): what each region withdraws to,
 * the fields each method asks for, a crypto-balance player's coins and a redemption's, the fee
 * each method charges, and the banks `bank-get` knows. Region `AQ` has none.
 */
import { CardViewType, type PaymentGroup, type PaymentMethod, type ServerField } from '../../src/contract';
import type { WithdrawalFee } from '../../src/contract/withdrawal';
import { SWEEP_COINS } from '../../src/contract/sweepstake';
import { withdrawalsInKind } from './cryptoBalance';
import { withServedIcons } from './icons';
import { currencyLimits, EMPTY_REGION, REGIONS, regionCurrency } from './catalogue';

const options = (...pairs: [string, string][]) => pairs.map(([value, text]) => ({ value, text }));

/** A card number, whose first six digits `bank-get` names the bank of. */
const CARD_NUMBER_FIELD: ServerField = {
  name: 'card_number',
  type: 'text',
  mask: '0000 0000 0000 0000',
  placeholder_text: { en: 'Card number', es: 'Número de tarjeta', ru: 'Номер карты', ar: 'رقم البطاقة' },
  // As typed, in blocks of four (the mask's spaces come with it).
  regex: ['^\\d{4} ?\\d{4} ?\\d{4} ?\\d{4}$'],
};
const HOLDER_FIELD: ServerField = {
  name: 'card_holder',
  type: 'text',
  placeholder_text: { en: 'Name on the card', es: 'Nombre en la tarjeta', ru: 'Имя на карте' },
  regex: ['^\\p{L}[\\p{L} .\'-]{1,59}$'],
};
const WALLET_FIELD: ServerField = {
  name: 'wallet_address',
  type: 'text',
  placeholder_text: { en: 'USDT address (TRC-20)', ru: 'Адрес USDT (TRC-20)' },
  regex: ['^T[1-9A-HJ-NP-Za-km-z]{33}$'],
};
/** A second network's wallet, with no pattern of its own: the widget's network check is all that stands before a wrong address. */
const ERC20_WALLET_FIELD: ServerField = { name: 'wallet_address', type: 'text', placeholder_text: { en: 'USDT address (ERC-20)', ru: 'Адрес USDT (ERC-20)' } };
const PHONE_WALLET_FIELD: ServerField = { name: 'wallet_phone', type: 'phone_with_prefix', placeholder_text: { en: 'Wallet phone number' }, regex: ['^\\d{7,12}$'] };

/** Spec §2 `/withdrawal/nigerian-banks`: the banks to choose from, then the account number. */
export const NIGERIAN_BANKS = options(
  ['044', 'Access Bank'], ['023', 'Citibank Nigeria'], ['050', 'Ecobank Nigeria'], ['070', 'Fidelity Bank'], ['011', 'First Bank of Nigeria'],
  ['214', 'First City Monument Bank'], ['058', 'Guaranty Trust Bank'], ['030', 'Heritage Bank'], ['301', 'Jaiz Bank'], ['082', 'Keystone Bank'],
  ['50211', 'Kuda Bank'], ['999992', 'OPay'], ['999991', 'PalmPay'], ['076', 'Polaris Bank'], ['221', 'Stanbic IBTC Bank'],
  ['068', 'Standard Chartered'], ['232', 'Sterling Bank'], ['032', 'Union Bank of Nigeria'], ['033', 'United Bank for Africa'], ['035', 'Wema Bank'],
  ['057', 'Zenith Bank'],
);
const NIGERIAN_BANK_FIELDS: ServerField[] = [
  { name: 'bank_code', type: 'dropdown', placeholder_text: { en: 'Bank' }, values: NIGERIAN_BANKS },
  { name: 'account_number', type: 'text', placeholder_text: { en: 'Account number (NUBAN)' }, regex: ['^\\d{10}$'] },
];

/** The issuing bank of a card's first six digits (`bank-get`); the sandbox knows a few. */
const BANKS_BY_BIN: Record<string, string> = {
  '416958': 'Sandbox Bank', '427600': 'Sberbank', '553691': 'T-Bank', '411111': 'Visa Test Bank', '555555': 'Mastercard Test Bank',
};
export const bankOfBin = (bin: string): string | undefined => BANKS_BY_BIN[bin];

type MethodExtra = Partial<Omit<PaymentMethod, 'name' | 'cardViewType' | 'text'>>;

function method(name: string, cardViewType: number, text: Record<string, string> | string, currency: string, fields: ServerField[], extra: MethodExtra = {}): PaymentMethod {
  return {
    name,
    cardViewType,
    text: typeof text === 'string' ? { en: text } : text,
    position: 1,
    amount_rules: { [currency]: currencyLimits(currency) },
    fields,
    ...extra,
    iconIds: extra.iconIds ?? [],
  };
}

/** An address on Ethereum: 0x and 40 hex digits. */
const ethereumAddress = (coin: string): ServerField => ({
  name: 'wallet_address', type: 'text', placeholder_text: { en: `${coin} address (ERC-20)` }, regex: ['^0x[0-9a-fA-F]{40}$'],
});

/** Redemption's further coins, as the crypto group a backend sends (the list's group, then its coins' page). */
function redemptionCoins(code: string, currency: string): PaymentGroup {
  const coin = (name: string, text: string, coinCode: string, position: number) =>
    method(`${name}_withdrawal_${code}`, CardViewType.default, { en: text }, currency, [ethereumAddress(coinCode)], {
      category: 'crypto', currency: coinCode, network: 'ERC20', iconIds: [coinCode.toLowerCase()], position,
    });
  return {
    name: 'crypto',
    label: { en: 'Cryptocurrency', es: 'Criptomonedas', ru: 'Криптовалюта', ar: 'العملات المشفرة' },
    position: 5,
    paymentMethods: [coin('usdc_erc20', 'USDC (ERC-20)', 'USDC', 1), coin('eth_erc20', 'Ethereum (ERC-20)', 'ETH', 2)],
  };
}

/**
 * Every region of the deposit catalogue withdraws to a card and to USDT; some to e-wallets; Nigeria
 * to its banks. The same order at every call: card, Nigeria's banks, e-wallets, USDT. A
 * crypto-balance player (`cryptoBalance`) also withdraws USDT on ERC-20, with a higher minimum and
 * a fixed network fee. A redemption (in sweep coins) also has a crypto group of further coins.
 */
function withdrawalCatalogue(country: string, currency: string, cryptoBalance = false): { paymentGroups: PaymentGroup[]; paymentMethods: PaymentMethod[] } {
  const code = country.toLowerCase();
  const cards = method(`card_withdrawal_${code}`, CardViewType.card, { en: 'Bank card', es: 'Tarjeta bancaria', ru: 'Банковская карта', ar: 'بطاقة مصرفية' }, currency, [CARD_NUMBER_FIELD, HOLDER_FIELD], { iconIds: ['visa', 'mastercard'], isPopular: true, position: 1 });
  const usdt = method(`usdt_trc20_withdrawal_${code}`, CardViewType.default, { en: 'USDT (TRC-20)' }, currency, [WALLET_FIELD], {
    category: 'crypto', currency: 'USDT', network: 'TRC20', iconIds: ['usdt'], position: 4,
  });
  const wallets: PaymentMethod[] = [
    method(`skrill_withdrawal_${code}`, CardViewType.default, 'Skrill', currency, [{ name: 'email', type: 'email', placeholder_text: { en: 'Skrill e-mail' }, regex: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'] }]),
    // A video guide: the amount page opens it on the withdrawal's instruction page.
    method(`mobile_wallet_withdrawal_${code}`, CardViewType.default, { en: 'Mobile wallet', es: 'Billetera móvil', ru: 'Мобильный кошелёк' }, currency, [PHONE_WALLET_FIELD], { video_guide_url: { en: '/sandbox/video/guide.webm' }, position: 2 }),
  ];
  const groups: PaymentGroup[] = [
    { name: 'e-wallets-withdrawal', label: { en: 'E-wallets', es: 'Billeteras electrónicas', ru: 'Электронные кошельки' }, position: 3, paymentMethods: wallets },
  ];
  if (country === 'NG') {
    const banks = method('ng_bank_withdrawal', CardViewType.default, { en: 'Nigerian bank account' }, currency, NIGERIAN_BANK_FIELDS, { iconIds: ['bank'] });
    groups.push({ name: 'bank_transfer_nigeria', label: { en: 'Bank transfer' }, position: 2, paymentMethods: [banks] });
  }
  if (currency === SWEEP_COINS) groups.push(redemptionCoins(code, currency));
  if (!cryptoBalance) return { paymentGroups: groups, paymentMethods: [cards, usdt] };
  const limits = currencyLimits(currency);
  const erc20 = method(`usdt_erc20_withdrawal_${code}`, CardViewType.default, { en: 'USDT (ERC-20)' }, currency, [ERC20_WALLET_FIELD], {
    category: 'crypto', currency: 'USDT', network: 'ERC20', iconIds: ['usdt'], position: 5,
    amount_rules: { [currency]: { min: limits.min * 3, max: limits.max } },
  });
  return { paymentGroups: groups, paymentMethods: [cards, usdt, erc20] };
}

/** The region whose currency this is (methods-withdrawal-v4 is asked by currency only). */
export function regionOfCurrency(currency: string): string | undefined {
  return Object.keys(REGIONS).find((code) => regionCurrency(code) === currency.toUpperCase());
}

/**
 * Cards charge 1 % of a withdrawal, so that the confirm and complete pages have a fee to show;
 * USDT on ERC-20 a fixed network fee (a fifth of its minimum); other methods nothing.
 */
export function feeRuleOf(method: Pick<PaymentMethod, 'cardViewType' | 'network' | 'amount_rules'>): WithdrawalFee | undefined {
  if (method.cardViewType === CardViewType.card) return { percent: 1 };
  const minimum = Object.values(method.amount_rules ?? {})[0]?.min;
  return method.network === 'ERC20' && minimum !== undefined ? { percent: 0, fixed: minimum / 5 } : undefined;
}

export function withdrawalMethodsFor(country: string | undefined, currency: string, cryptoBalance = false) {
  const region = country?.toUpperCase();
  if (!region || region === EMPTY_REGION || !REGIONS[region]) return { paymentGroups: [], paymentMethods: [], fees: {} };
  const catalogue = withdrawalCatalogue(region, currency.toUpperCase(), cryptoBalance);
  // A crypto-balance player's tabs: the coins in a coin, the rest in money.
  const inKind = (method: PaymentMethod) => !cryptoBalance || withdrawalsInKind(currency, method);
  const paymentMethods = catalogue.paymentMethods.filter(inKind);
  const paymentGroups = catalogue.paymentGroups.map((group) => ({ ...group, paymentMethods: group.paymentMethods.filter(inKind) })).filter((group) => group.paymentMethods.length > 0);
  const all = [...paymentMethods, ...paymentGroups.flatMap((group) => group.paymentMethods)];
  return {
    paymentGroups: paymentGroups.map((group) => ({ ...group, paymentMethods: group.paymentMethods.map(withServedIcons) })),
    paymentMethods: paymentMethods.map(withServedIcons),
    fees: Object.fromEntries(all.flatMap((method) => {
      const rule = feeRuleOf(method);
      return rule ? [[method.name, rule]] : [];
    })),
  };
}

export function findWithdrawalMethod(name: string): PaymentMethod | undefined {
  const country = /_([a-z]{2})$/.exec(name)?.[1]?.toUpperCase() ?? (name.startsWith('ng_') ? 'NG' : undefined);
  if (!country || !REGIONS[country]) return undefined;
  // Every method that any player may be offered (a crypto-balance player's, a redemption's too): found by its name.
  const catalogues = [withdrawalCatalogue(country, regionCurrency(country) ?? 'USD', true), withdrawalCatalogue(country, SWEEP_COINS)];
  return catalogues.flatMap(({ paymentGroups, paymentMethods }) => [...paymentMethods, ...paymentGroups.flatMap((group) => group.paymentMethods)]).find((m) => m.name === name);
}
