/**
 * The sandbox's payment catalogue: regions, their groups and methods. Between them the regions
 * cover every card view type and every group key of the spec, so every flow is reachable.
 */
import { CardViewType, type PaymentGroup, type PaymentMethod } from '../../src/contract';
import { BINANCE_FIELDS, CARD_FIELDS, CASH_AGENT_FIELDS, NEQUI_FIELDS, PIX_FIELDS, PIX_KEY_RULES, PSE_FIELDS, WEBMONEY_FIELDS, WIRE_FIELDS } from './catalogueFields';

type Text = Record<string, string>;
type MethodOptions = Partial<Omit<PaymentMethod, 'name' | 'cardViewType' | 'text' | 'position'>>;

const currencyOf: Record<string, string> = {
  RU: 'RUB', MX: 'MXN', IN: 'INR', BR: 'BRL', NG: 'NGN', KG: 'KGS', UZ: 'UZS', TR: 'TRY', US: 'USD',
  ID: 'IDR', MY: 'MYR', TH: 'THB', CO: 'COP', UA: 'UAH', BD: 'BDT',
  BJ: 'XOF', BF: 'XOF', CM: 'XAF', CI: 'XOF', CG: 'XAF', ML: 'XOF', NE: 'XOF', SN: 'XOF', TG: 'XOF',
};

/** Limits per currency, wide enough for the test amounts (113.13, 200.42, …) in every region. */
const LIMITS: Record<string, { min: number; max: number }> = {
  RUB: { min: 100, max: 300_000 }, MXN: { min: 50, max: 50_000 }, INR: { min: 100, max: 200_000 },
  BRL: { min: 10, max: 50_000 }, NGN: { min: 1000, max: 5_000_000 }, KGS: { min: 100, max: 500_000 },
  UZS: { min: 10_000, max: 50_000_000 }, TRY: { min: 50, max: 250_000 }, USD: { min: 10, max: 10_000 },
  IDR: { min: 10_000, max: 100_000_000 }, MYR: { min: 20, max: 50_000 }, THB: { min: 100, max: 500_000 },
  COP: { min: 10_000, max: 20_000_000 }, UAH: { min: 100, max: 150_000 }, XOF: { min: 1000, max: 2_000_000 },
  XAF: { min: 1000, max: 2_000_000 }, BDT: { min: 100, max: 100_000 }, USDT: { min: 5, max: 100_000 }, BTC: { min: 0.0001, max: 5 },
  ETH: { min: 0.002, max: 100 },
};

/** A currency's limits in the sandbox. */
export const currencyLimits = (currency: string) => LIMITS[currency] ?? { min: 1, max: 100_000 };

const rulesFor = (...currencies: string[]) => Object.fromEntries(currencies.map((c) => [c, currencyLimits(c)]));

let nextPosition = 0;
function method(name: string, cardViewType: number, text: Text | string, options: MethodOptions = {}): PaymentMethod {
  nextPosition += 1;
  return {
    name,
    cardViewType,
    text: typeof text === 'string' ? { en: text } : text,
    position: nextPosition,
    iconIds: [name.split('_')[0]!],
    ...options,
  };
}

function group(name: string, label: Text | string, paymentMethods: PaymentMethod[]): PaymentGroup {
  nextPosition += 1;
  return { name, label: typeof label === 'string' ? { en: label } : label, position: nextPosition, paymentMethods };
}

const cards = (currency: string) =>
  group('card_method', { en: 'Bank cards', ru: 'Банковские карты', ar: 'البطاقات المصرفية', es: 'Tarjetas bancarias' }, [
    method('visa_card', CardViewType.card, { en: 'Visa', ru: 'Visa' }, { amount_rules: rulesFor(currency), iconIds: ['visa'], isPopular: true }),
    method('mastercard_card', CardViewType.card, 'Mastercard', { amount_rules: rulesFor(currency), iconIds: ['mastercard'] }),
    method('wallet_card', CardViewType.cardWalletOnly, { en: 'Apple Pay / Google Pay', ru: 'Apple Pay / Google Pay' }, {
      amount_rules: rulesFor(currency),
      iconIds: ['applepay', 'googlepay'],
    }),
    method('multi_card', CardViewType.cardMultipleType, { en: 'Any card', ru: 'Любая карта', ar: 'أي بطاقة' }, {
      amount_rules: rulesFor(currency),
      iconIds: ['card'],
      checkLuhn: true,
      fields: CARD_FIELDS,
    }),
  ]);

/** A coin on one network: each is a method of its own (its own address), the coin's tile gathers them. */
const coin = (name: string, currency: string, network: string, text: Text | string, icon = currency.toLowerCase()) =>
  method(name, CardViewType.default, text, { category: 'crypto', currency, network, iconIds: [icon], video_guide_url: { en: `/sandbox/guide/${name}` } });

const CRYPTO_LABEL = { en: 'Cryptocurrency', ru: 'Криптовалюта', ar: 'العملات المشفرة', es: 'Criptomonedas', fr: 'Cryptomonnaies' };

/** Spec §3 group `crypto` (and the West African `cryptodep-{country}-grouped`): BTC, ETH, USDT on three networks, LTC, TRX, TON, DOGE. */
const crypto = (name = 'crypto') =>
  group(name, CRYPTO_LABEL, [
    coin('usdt_trc20', 'USDT', 'TRC20', { en: 'Tether', ru: 'Tether' }),
    coin('usdt_erc20', 'USDT', 'ERC20', { en: 'Tether', ru: 'Tether' }),
    coin('usdt_bep20', 'USDT', 'BEP20', { en: 'Tether', ru: 'Tether' }),
    coin('btc_crypto', 'BTC', 'BTC', { en: 'Bitcoin', ru: 'Биткоин', ar: 'بيتكوين' }),
    coin('eth_crypto', 'ETH', 'ETH', { en: 'Ethereum', ru: 'Эфириум' }),
    coin('ltc_crypto', 'LTC', 'LTC', { en: 'Litecoin', ru: 'Лайткоин' }),
    coin('trx_crypto', 'TRX', 'TRX', 'Tron'),
    coin('ton_crypto', 'TON', 'TON', 'Toncoin'),
    coin('doge_crypto', 'DOGE', 'DOGE', 'Dogecoin'),
  ]);

/** On-ramp: no amount rules of its own; `deposit-limits` answers the limits of the currency the player pays in. */
const onramp = () =>
  method('onramp_buy', CardViewType.onramp, { en: 'Buy crypto with a card', ru: 'Купить криптовалюту картой', es: 'Comprar cripto con tarjeta' }, {
    iconIds: ['onramp'],
    badgeType: 8,
  });

type Region = { groups: PaymentGroup[]; methods: PaymentMethod[]; direct?: boolean };

function buildRegions(): Record<string, Region> {
  const regions: Record<string, Region> = {
    RU: {
      groups: [
        cards('RUB'),
        group('sbp-transgran-grouped', { en: 'Fast payments (cross-border)', ru: 'СБП (трансгран)' }, [
          method('sbp_transgran_any', CardViewType.p2p, { en: 'SBP from your bank', ru: 'СБП из вашего банка' }, { amount_rules: rulesFor('RUB'), iconIds: ['sbp'] }),
          method('sbp_transgran_rabbit_tbank', CardViewType.p2p, { en: 'SBP via T-Bank', ru: 'СБП через Т-Банк' }, { amount_rules: rulesFor('RUB'), iconIds: ['tbank'] }),
          method('sbp_transgran_rabbit_sber', CardViewType.p2p, { en: 'SBP via Sber', ru: 'СБП через Сбер' }, { amount_rules: rulesFor('RUB'), iconIds: ['sber'] }),
        ]),
        group('e-money', { en: 'E-wallets', ru: 'Электронные кошельки' }, [
          method('yamoney_rub', CardViewType.default, { en: 'YooMoney', ru: 'ЮMoney' }, { amount_rules: rulesFor('RUB'), iconIds: ['yoomoney'] }),
          method('webmoney_usd', CardViewType.default, 'WebMoney', { amount_rules: rulesFor('RUB'), iconIds: ['webmoney'], fields: WEBMONEY_FIELDS }),
          method('yamoney_h2h', CardViewType.bankTransfer, { en: 'YooMoney transfer', ru: 'Перевод ЮMoney' }, { amount_rules: rulesFor('RUB'), iconIds: ['yoomoney'] }),
        ]),
        crypto(),
      ],
      methods: [
        method('card_p2p_ru', CardViewType.p2p, { en: 'Card to card', ru: 'С карты на карту', ar: 'من بطاقة إلى بطاقة' }, {
          amount_rules: { RUB: { min: 500, max: 100_000, minNonRus: 1000 } },
          iconIds: ['p2p'],
          badgeType: 2,
          isPopular: true,
        }),
        method('sbp_rub', CardViewType.default, { en: 'Faster Payments System (SBP)', ru: 'Система быстрых платежей' }, { amount_rules: rulesFor('RUB'), iconIds: ['sbp'] }),
        onramp(),
      ],
    },
    MX: {
      groups: [cards('MXN'), crypto()],
      methods: [
        method('spei_mx', CardViewType.bankTransfer, { en: 'SPEI bank transfer', es: 'Transferencia SPEI' }, { amount_rules: rulesFor('MXN'), iconIds: ['spei'], isPopular: true }),
        method('oxxo_cash', CardViewType.cash, { en: 'OXXO cash', es: 'Efectivo OXXO' }, { amount_rules: rulesFor('MXN'), iconIds: ['oxxo'] }),
        method('codi_mx', CardViewType.default, 'CoDi', {
          amount_rules: rulesFor('MXN'),
          iconIds: ['codi'],
          fields: [
            {
              name: 'payer_name',
              type: 'text',
              placeholder_text: { en: 'Name on the account', es: 'Nombre del titular', ru: 'Имя владельца счёта' },
              regex: ['^\\p{L}[\\p{L} .\'-]{1,59}$'],
              regex_error_key: 'form.field.invalid',
            },
          ],
        }),
        method('virtual_mx', CardViewType.virtual, { en: 'Virtual account', es: 'Cuenta virtual' }, { amount_rules: rulesFor('MXN'), iconIds: ['bank'] }),
        onramp(),
      ],
    },
    IN: {
      groups: [
        group('indian-methods-grouped', { en: 'UPI and wallets', hi: 'यूपीआई और वॉलेट' }, [
          method('upi_india', CardViewType.india, { en: 'UPI', hi: 'यूपीआई' }, { amount_rules: rulesFor('INR'), iconIds: ['upi'], isPreparationRequired: true }),
          method('paytm_india', CardViewType.india, 'Paytm', { amount_rules: rulesFor('INR'), iconIds: ['paytm'] }),
          method('phonepe_india', CardViewType.india, 'PhonePe', { amount_rules: rulesFor('INR'), iconIds: ['phonepe'] }),
        ]),
        cards('INR'),
        crypto(),
      ],
      methods: [
        method('eazype_upi', CardViewType.eazype, { en: 'Eazype UPI QR', hi: 'ईज़ीपे यूपीआई' }, { amount_rules: rulesFor('INR'), iconIds: ['eazype'] }),
      ],
    },
    BR: {
      groups: [cards('BRL'), crypto()],
      methods: [
        method('pix_br', CardViewType.pix, { en: 'Pix', pt: 'Pix' }, {
          amount_rules: rulesFor('BRL'),
          iconIds: ['pix'],
          isPopular: true,
          fields: PIX_FIELDS,
          user_payment_fields: PIX_KEY_RULES,
        }),
        method('boleto_br', CardViewType.default, { en: 'Boleto', pt: 'Boleto bancário' }, { amount_rules: rulesFor('BRL'), iconIds: ['boleto'] }),
      ],
    },
    NG: {
      groups: [
        group('bank_transfer_nigeria', 'Bank transfer', [
          method('nigerian_virtual_accounts', CardViewType.virtual, 'Virtual bank account', { amount_rules: rulesFor('NGN'), iconIds: ['bank'] }),
          method('ng_bank_transfer', CardViewType.bankTransfer, 'Instant bank transfer', { amount_rules: rulesFor('NGN'), iconIds: ['bank'] }),
        ]),
        group('nigeria-cards-grouped', 'Nigerian cards', [
          method('verve_ng', CardViewType.card, 'Verve', { amount_rules: rulesFor('NGN'), iconIds: ['verve'] }),
          method('visa_ng', CardViewType.card, 'Visa', { amount_rules: rulesFor('NGN'), iconIds: ['visa'] }),
        ]),
        crypto(),
      ],
      methods: [method('opay_ng', CardViewType.default, 'OPay', { amount_rules: rulesFor('NGN'), iconIds: ['opay'] })],
    },
    KG: {
      groups: [
        group('p2p_methods_kyrgyzstan', { en: 'Transfers in Kyrgyzstan', ru: 'Переводы по Кыргызстану', ky: 'Кыргызстан боюнча которуулар' }, [
          method('mbank_p2p_kg', CardViewType.p2p, 'MBank', { amount_rules: rulesFor('KGS'), iconIds: ['mbank'] }),
          method('optima_p2p_kg', CardViewType.p2p, 'Optima Bank', { amount_rules: rulesFor('KGS'), iconIds: ['optima'] }),
          method('elcart_p2p_kg', CardViewType.p2p, 'Elcart', { amount_rules: rulesFor('KGS'), iconIds: ['elcart'] }),
        ]),
        group('cash_methods_kyrgyzstan', { en: 'Cash in Kyrgyzstan', ru: 'Наличные в Кыргызстане' }, [
          method('agent_cash_kg', CardViewType.cash, { en: 'Cash agent', ru: 'Кассовый агент' }, { amount_rules: rulesFor('KGS'), iconIds: ['cash'] }),
        ]),
        crypto(),
      ],
      methods: [],
    },
    UZ: {
      groups: [cards('UZS')],
      methods: [
        method('card_p2p_uz_uzcard', CardViewType.p2p, 'Uzcard', { amount_rules: rulesFor('UZS'), iconIds: ['uzcard'], badgeType: 2 }),
        method('card_p2p_uz_humo', CardViewType.p2p, 'Humo', { amount_rules: rulesFor('UZS'), iconIds: ['humo'] }),
        method('click_uz', CardViewType.default, 'Click', { amount_rules: rulesFor('UZS'), iconIds: ['click'] }),
        // Spec §5, §9: the P2P market, whose amount is one of its fields, whole sums only.
        method('p2p_market_uz', CardViewType.p2p, { en: 'P2P market', ru: 'P2P-маркет' }, {
          amount_rules: rulesFor('UZS'),
          iconIds: ['p2p'],
          fields: [{ name: 'amount', type: 'text', regex: ['^\\d+$'], regex_error_key: 'paymentMethods.regex_error.p2pMarketAmount' }],
        }),
      ],
    },
    TR: {
      groups: [cards('TRY'), crypto()],
      methods: [
        method('papara_tr', CardViewType.default, 'Papara', { amount_rules: rulesFor('TRY'), iconIds: ['papara'], isPopular: true }),
        method('binance_pay_tr', CardViewType.default, 'Binance Pay', { amount_rules: rulesFor('TRY'), iconIds: ['binance'], fields: BINANCE_FIELDS }),
        method('havale_tr', CardViewType.bankTransfer, { en: 'Havale / EFT', tr: 'Havale / EFT' }, { amount_rules: rulesFor('TRY'), iconIds: ['bank'] }),
      ],
    },
    US: {
      groups: [cards('USD'), crypto()],
      methods: [
        method('wire_us', CardViewType.default, { en: 'Bank wire', es: 'Transferencia bancaria' }, {
          amount_rules: rulesFor('USD'),
          iconIds: ['bank'],
          fields: WIRE_FIELDS,
          banner: { bannerTextKey: 'deposit.annotation.bankHours' },
        }),
        onramp(),
      ],
    },
    ID: { groups: [group('online-indonesian-banks-grouped', 'Indonesian online banking', [method('bca_id', 0, 'BCA', { amount_rules: rulesFor('IDR') }), method('mandiri_id', 0, 'Mandiri', { amount_rules: rulesFor('IDR') })])], methods: [] },
    MY: { groups: [group('online-malaysian-banks-grouped', 'Malaysian online banking', [method('maybank_my', 0, 'Maybank', { amount_rules: rulesFor('MYR') }), method('cimb_my', 0, 'CIMB', { amount_rules: rulesFor('MYR') })])], methods: [] },
    TH: { groups: [group('online-thailand-banks-grouped', 'Thai online banking', [method('kbank_th', 0, 'Kasikorn', { amount_rules: rulesFor('THB') }), method('scb_th', 0, 'SCB', { amount_rules: rulesFor('THB') })])], methods: [] },
    CO: { groups: [group('colombian_banks', 'Colombian banks', [
      method('pse_co', 0, 'PSE', {
        amount_rules: rulesFor('COP'),
        fields: PSE_FIELDS,
        banner: { bannerTextKey: 'deposit.annotation.bankHours' },
        video_guide_url: { en: '/sandbox/guide/pse_co', es: '/sandbox/guide/pse_co?lang=es' },
      }),
      method('nequi_co', 0, 'Nequi', {
        amount_rules: rulesFor('COP'),
        prefilledAmount: 20000,
        fields: NEQUI_FIELDS,
        banner: { bannerTextKey: 'deposit.annotation.phoneOwner' },
        // A video guide: the redirect page opens it on the video instruction page.
        video_guide_url: { en: '/sandbox/video/guide.webm' },
      }),
    ])], methods: [] },
    // Mobile wallets paid peer to peer: the invoice asks for the transfer's confirmation id.
    BD: {
      groups: [],
      methods: [
        method('bkash_p2p', CardViewType.p2p, { en: 'bKash', bn: 'বিকাশ' }, { amount_rules: rulesFor('BDT'), iconIds: ['bkash'] }),
        method('nagad_p2p', CardViewType.p2p, { en: 'Nagad', bn: 'নগদ' }, { amount_rules: rulesFor('BDT'), iconIds: ['nagad'] }),
      ],
    },
    UA: {
      groups: [
        group('p2p_methods_ukraine', { en: 'Transfers in Ukraine', uk: 'Перекази по Україні', ru: 'Переводы по Украине' }, [
          method('mono_p2p_ua', CardViewType.p2p, 'Monobank', { amount_rules: rulesFor('UAH') }),
          method('privat_p2p_ua', CardViewType.p2p, 'PrivatBank', { amount_rules: rulesFor('UAH') }),
        ]),
        group('cash_methods_ukraine', { en: 'Cash in Ukraine', uk: 'Готівка в Україні' }, [
          // The agent asks for the payer's name, so a cash page with a field is reachable too.
          method('agent_cash_ua', CardViewType.cash, { en: 'Cash agent', uk: 'Касовий агент' }, { amount_rules: rulesFor('UAH'), fields: CASH_AGENT_FIELDS }),
        ]),
        group('cash_methods', { en: 'Cash', uk: 'Готівка' }, [method('terminal_cash_ua', CardViewType.cash, 'Payment terminal', { amount_rules: rulesFor('UAH') })]),
      ],
      methods: [],
    },
  };
  const westAfrica: Record<string, string> = {
    BJ: 'benin', BF: 'burkinafaso', CM: 'cameroon', CI: 'ivorycoast', CG: 'kongo', ML: 'mali', NE: 'niger', SN: 'senegal', TG: 'togo',
  };
  for (const [code, key] of Object.entries(westAfrica)) {
    const currency = currencyOf[code]!;
    regions[code] = {
      groups: [
        { ...crypto(`cryptodep-${key}-grouped`), label: { en: 'Crypto deposit', fr: 'Dépôt en crypto' } },
      ],
      methods: [method(`mobile_money_${key}`, 0, { en: 'Mobile money', fr: 'Mobile money' }, { amount_rules: rulesFor(currency), iconIds: ['momo'] })],
    };
  }
  return regions;
}

export const REGIONS: Readonly<Record<string, Region>> = buildRegions();

/** paymentGeo AQ has no methods: the empty page (DESIGN §4). */
export const EMPTY_REGION = 'AQ';

export const SELECTABLE_COUNTRIES = [...Object.keys(REGIONS), EMPTY_REGION].sort();

export const regionCurrency = (code: string): string | undefined => currencyOf[code];

/** Every method of a region, grouped or not. */
export function methodsOf(region: Region): PaymentMethod[] {
  return [...region.groups.flatMap((g) => g.paymentMethods), ...region.methods];
}
