/**
 * Server-driven fields of the sandbox's methods: between them every field type of spec §3
 * (dropdown with and without search, country, currency, phone with prefix, text, upper-case text
 * with a mask, networks), so each is reachable from the demo and the browser tests.
 */
import type { ServerField } from '../../src/contract';

const options = (...pairs: [string, string][]) => pairs.map(([value, text]) => ({ value, text }));

export const PSE_FIELDS: ServerField[] = [
  {
    name: 'bank',
    type: 'dropdown',
    placeholder_text: { en: 'Your bank', es: 'Tu banco', ru: 'Ваш банк' },
    values: options(
      ['bancolombia', 'Bancolombia'], ['davivienda', 'Davivienda'], ['bogota', 'Banco de Bogotá'], ['bbva_co', 'BBVA Colombia'],
      ['occidente', 'Banco de Occidente'], ['popular', 'Banco Popular'], ['av_villas', 'Banco AV Villas'], ['itau_co', 'Itaú'],
      ['scotiabank_colpatria', 'Scotiabank Colpatria'], ['falabella', 'Banco Falabella'],
    ),
  },
  {
    name: 'document_type',
    type: 'dropdown',
    placeholder_text: { en: 'Document type', es: 'Tipo de documento', ru: 'Тип документа' },
    values: options(['CC', 'Cédula de ciudadanía'], ['CE', 'Cédula de extranjería'], ['NIT', 'NIT'], ['PP', 'Pasaporte']),
  },
  {
    name: 'document_number',
    type: 'text',
    placeholder_text: { en: 'Document number', es: 'Número de documento', ru: 'Номер документа' },
    // Spec §3 "Validation entry": must be filled, and its pattern's error is the entry's message (a catalog key).
    validations: [{ isExists: true }, { regex: '^\\d{6,10}$', message: 'fields.error.documentNumber' }],
  },
  { name: 'phone', type: 'phone_with_prefix', placeholder_text: { en: 'Phone number', es: 'Teléfono', ru: 'Номер телефона' }, regex: ['^\\d{10}$'] },
  {
    name: 'bank_reference',
    type: 'text',
    placeholder_text: { en: 'Reference for your bank (optional)', es: 'Referencia para tu banco (opcional)', ru: 'Комментарий для банка (необязательно)' },
    // May be left empty; when typed, the server's own words say what is wrong.
    validations: [{ isExists: false }, { regex: '^[\\p{L}\\d ]{1,30}$', message: 'Use letters, digits and spaces only (up to 30).' }],
  },
];

export const NEQUI_FIELDS: ServerField[] = [
  { name: 'phone', type: 'phone_with_prefix', placeholder_text: { en: 'Nequi phone number', es: 'Número de Nequi' }, regex: ['^3\\d{9}$'] },
];

export const WEBMONEY_FIELDS: ServerField[] = [
  {
    name: 'wallet_currency',
    type: 'dropdown_currency',
    placeholder_text: { en: 'Wallet currency', ru: 'Валюта кошелька' },
    values: options(['USD', 'WMZ (USD)'], ['EUR', 'WME (EUR)'], ['KZT', 'WMK (KZT)']),
  },
  {
    name: 'purse',
    type: 'text_uppercase',
    mask: 'a000000000000',
    placeholder_text: { en: 'Purse number, e.g. Z123456789012', ru: 'Номер кошелька, например Z123456789012' },
    regex: ['^[ZEK]\\d{12}$'],
  },
];

/** The purpose a wire is always sent with: the field shows it and cannot change it (spec §3 dynamic field `isDisabled`). */
export const WIRE_PURPOSE = 'account_deposit';

export const WIRE_FIELDS: ServerField[] = [
  { name: 'bank_country', type: 'dropdown_country', placeholder_text: { en: 'Country of your bank', ru: 'Страна банка' } },
  { name: 'bank_name', type: 'text', placeholder_text: { en: 'Bank name', ru: 'Название банка' } },
  {
    name: 'wire_purpose',
    type: 'dropdown',
    isDisabled: true,
    value: WIRE_PURPOSE,
    placeholder_text: { en: 'Purpose of the transfer', es: 'Motivo de la transferencia', ru: 'Назначение перевода' },
    values: options([WIRE_PURPOSE, 'Deposit to your account'], ['other', 'Other']),
  },
  // Behind "More options" (isAdvanced); the reference is sent under the bank's own name for it (alias).
  {
    name: 'beneficiary_reference',
    alias: 'remittance_information',
    type: 'text',
    isAdvanced: true,
    placeholder_text: { en: 'Reference for the beneficiary (optional)', es: 'Referencia para el beneficiario (opcional)', ru: 'Сообщение получателю (необязательно)' },
    validations: [{ isExists: false }, { regex: '^[\\p{L}\\d ./-]{1,35}$' }],
  },
  {
    name: 'intermediary_swift',
    type: 'text_uppercase',
    isAdvanced: true,
    placeholder_text: { en: 'Intermediary bank SWIFT (optional)', es: 'SWIFT del banco intermediario (opcional)', ru: 'SWIFT банка-посредника (необязательно)' },
    validations: [{ isExists: false }, { regex: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' }],
  },
];

export const BINANCE_FIELDS: ServerField[] = [
  {
    name: 'network',
    type: 'networks',
    placeholder_text: { en: 'Network', ru: 'Сеть', tr: 'Ağ' },
    values: options(['TRC20', 'Tron (TRC-20)'], ['ERC20', 'Ethereum (ERC-20)'], ['BEP20', 'BNB Smart Chain (BEP-20)']),
  },
];

/** The card number of a method with `checkLuhn`: typed in blocks of four, checked with the Luhn sum. */
export const CARD_FIELDS: ServerField[] = [
  {
    name: 'card_number',
    type: 'text',
    mask: '0000 0000 0000 0000[000]',
    placeholder_text: { en: 'Card number', es: 'Número de tarjeta', ru: 'Номер карты', ar: 'رقم البطاقة' },
  },
];

/** Spec §3 "Pix fields": the key type, the payer's CPF, and the key, whose rule depends on the type. */
export const PIX_FIELDS: ServerField[] = [
  {
    name: 'pixKeyType',
    type: 'dropdown',
    placeholder_key: 'fields.pixKeyType',
    values: options(['cpf', 'CPF'], ['cnpj', 'CNPJ'], ['email', 'E-mail'], ['phone', 'Telefone'], ['evp', 'Chave aleatória']),
  },
  { name: 'cpf', type: 'text', placeholder_key: 'pix.key.cpf', mask: '000.000.000-00', regex: ['^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$'], regex_error_key: 'pix.error.cpf' },
  { name: 'pixKey', type: 'text', placeholder_key: 'fields.pixKey' },
];

/** The key field's rule per key type (`user_payment_fields`). */
export const PIX_KEY_RULES: Record<string, { mask?: string; placeholder_key: string; regex_error_key: string; regex: string[] }> = {
  cnpj: { mask: '00.000.000/0000-00', placeholder_key: 'pix.key.cnpj', regex_error_key: 'pix.error.cnpj', regex: ['^\\d{2}\\.\\d{3}\\.\\d{3}/\\d{4}-\\d{2}$'] },
  email: { placeholder_key: 'pix.key.email', regex_error_key: 'pix.error.email', regex: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'] },
  phone: { mask: '(00) 00000-0000', placeholder_key: 'pix.key.phone', regex_error_key: 'pix.error.phone', regex: ['^\\(\\d{2}\\) \\d{5}-\\d{4}$'] },
  evp: { placeholder_key: 'pix.key.evp', regex_error_key: 'pix.error.evp', regex: ['^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'] },
};
/** The name a cash agent asks the payer for, so the agent can match the cash to the deposit. */
export const CASH_AGENT_FIELDS: ServerField[] = [
  {
    name: 'payer_name',
    type: 'text',
    placeholder_text: { en: 'Your full name', uk: "Ваше повне ім'я", ru: 'Ваше полное имя' },
    regex: ['^\\p{L}[\\p{L} .\'-]{1,59}$'],
    regex_error_key: 'form.field.invalid',
  },
];
