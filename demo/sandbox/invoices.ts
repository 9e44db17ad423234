/**
 * What the sandbox answers for a bank-transfer method (spec §3 "Host-to-host invoice"): where to
 * transfer, how much, to whom, and for how long. Deterministic per method, so tests can read it.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import type { DepositData, PaymentMethod } from '../../src/contract';
import type { IndiaPrepared, P2pCard, P2pDeposit } from '../../src/contract/deposit';

/** Spec §9: a host-to-host bank transfer invoice lasts 15 minutes. */
export const HOST_TO_HOST_TIMEOUT_MINUTES = 15;

interface Beneficiary {
  payment_system: string;
  card: { number?: string; account_number?: string; fullName: string };
  /**
   * Requisites besides the card: the bank, a reference the transfer must carry. Named as the widget
   * knows them, so it labels them in the player's language.
   */
  extra: (depositId: string) => { name: string; value: string; isCopyable?: boolean }[];
}

/** The code a payment must carry so the deposit can be found: the same for a transfer and for cash at an agent. */
export const reference = (depositId: string) => depositId.replace(/-/g, '').slice(0, 10).toUpperCase();

/** Spec §9 "Virtual account method": a Nigerian bank account opened for the one deposit. */
export const VIRTUAL_ACCOUNT_METHOD = 'nigerian_virtual_accounts';

const BENEFICIARIES: Record<string, Beneficiary> = {
  spei_mx: {
    payment_system: 'SPEI',
    card: { account_number: '646180157000000004', fullName: 'Pagos Sandbox SA de CV' },
    extra: (id) => [
      { name: 'bank_name', value: 'STP' },
      { name: 'reference', value: reference(id), isCopyable: true },
    ],
  },
  havale_tr: {
    payment_system: 'Havale / EFT',
    card: { account_number: 'TR330006100519786457841326', fullName: 'Sandbox Ödeme A.Ş.' },
    extra: (id) => [
      { name: 'bank_name', value: 'Sandbox Bankası' },
      { name: 'reference', value: reference(id), isCopyable: true },
    ],
  },
  ng_bank_transfer: {
    payment_system: 'NIP',
    card: { account_number: '0123456789', fullName: 'Sandbox Payments Ltd' },
    extra: () => [{ name: 'bank_name', value: 'Sandbox Microfinance Bank' }],
  },
  [VIRTUAL_ACCOUNT_METHOD]: {
    payment_system: 'Virtual account',
    card: { account_number: '9901234567', fullName: 'Sandbox Payments Ltd - Virtual' },
    extra: (id) => [
      { name: 'bank_name', value: 'Sandbox Virtual Bank' },
      { name: 'reference', value: reference(id), isCopyable: true },
    ],
  },
  yamoney_h2h: {
    payment_system: 'МИР',
    card: { number: '2200700112345678', fullName: 'Иван Песочницын' },
    extra: () => [],
  },
};

const DEFAULT_BENEFICIARY: Beneficiary = {
  payment_system: 'Bank transfer',
  card: { account_number: '000123456789', fullName: 'Sandbox Payments Ltd' },
  extra: () => [],
};

export function hostToHostInvoice(
  method: Pick<PaymentMethod, 'name'>,
  deposit: { id: string; amount: number; currency: string; createdAt: string },
): DepositData {
  const beneficiary = BENEFICIARIES[method.name] ?? DEFAULT_BENEFICIARY;
  return {
    payment_system: beneficiary.payment_system,
    payment_amount: deposit.amount,
    payment_currency: deposit.currency,
    created: deposit.createdAt,
    timeout_minutes: HOST_TO_HOST_TIMEOUT_MINUTES,
    card: beneficiary.card,
    requisites: beneficiary.extra(deposit.id),
  };
}

/** Spec §3: an invoice's lifetime when the answer gives none (600 s). */
export const UNIFIED_LIFETIME_S = 600;

/**
 * A unified-flow answer (spec §2 "Unified form"): numbered steps, the requisites of a
 * fast-payment transfer, one field the server asks for, a lifetime, and the buttons it offers.
 */
export function unifiedFormAnswer(deposit: { id: string; createdAt: string }): DepositData {
  return {
    unifiedFlow: true,
    created: deposit.createdAt,
    lifetime: UNIFIED_LIFETIME_S,
    buttons: ['complete', 'cancel'],
    instruction: {
      steps: [
        { stepNumber: 1, stepInstruction: 'Open your bank app and choose a transfer by phone number (SBP).' },
        { stepNumber: 2, stepInstruction: 'Send the exact amount to the phone number below, at Sandbox Bank.' },
        { stepNumber: 3, stepInstruction: 'Type the name on your bank account below, then press the button.' },
      ],
    },
    requisites: [
      { name: 'phone', value: '+7 900 123-45-67', isCopyable: true },
      { name: 'bank_name', value: 'Sandbox Bank' },
      { name: 'recipient', value: 'Ivan P.' },
      { name: 'reference', value: reference(deposit.id), isCopyable: true },
    ],
    inputFields: [
      {
        name: 'payer_account_name',
        type: 'text',
        placeholder_text: { en: 'Name on your bank account', ru: 'Имя владельца вашего счёта', es: 'Nombre del titular de su cuenta' },
        regex: ['^\\p{L}[\\p{L} .\'-]{1,59}$'],
      },
    ],
  };
}

/** A Pix "copia e cola" code of the sandbox's shape (EMV, as banks' apps read it), naming the deposit. */
export function pixAnswer(deposit: { id: string; amount: number; createdAt: string }): DepositData {
  const amount = deposit.amount.toFixed(2);
  const code = `00020126580014br.gov.bcb.pix0136${deposit.id}5204000053039865406${amount}5802BR5913SANDBOX PAGTO6009SAO PAULO62070503***6304ABCD`;
  return { qrCodeText: code, created: deposit.createdAt, lifetime: UNIFIED_LIFETIME_S };
}

/** A UPI payment link for Eazype: the QR code encodes it, and the pay button opens the player's UPI app with it. */
export function eazypeAnswer(deposit: { id: string; amount: number; currency: string }): DepositData {
  const link = `upi://pay?pa=sandbox@eazype&pn=Sandbox%20Payments&am=${deposit.amount.toFixed(2)}&cu=${deposit.currency}&tr=${reference(deposit.id)}`;
  return { qrCodeText: link, buttonPay: link };
}

// ---- peer-to-peer (spec §3 "P2P deposit response") ----

/** The sandbox's P2P invoices last this long, then end as AUTO_CANCELED (on the sandbox clock). */
export const P2P_TIMEOUT_MINUTES = 15;
/** Methods whose invoice is a bank account, and whose card number comes sealed (README test values). */
export const P2P_BANK_ACCOUNT_METHOD = 'optima_p2p_kg';
export const P2P_ENCRYPTED_CARD_METHOD = 'elcart_p2p_kg';
/** The card every other P2P invoice is paid to (the sealed one is the same number). */
export const P2P_CARD_NUMBER = '4169585312345678';

/** Spec §3 "Encrypted card": AES-256-GCM with a fresh key and IV, each part base64, as a backend seals it. */
export function sealCardNumber(number: string): { key: string; iv: string; encrypted: string; tag: string } {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
  return { key: key.toString('base64'), iv: iv.toString('base64'), encrypted: encrypted.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}

/** Where a P2P invoice is paid, by method: a wallet phone, a bank account, a sealed card or a card. */
function p2pCard(method: Pick<PaymentMethod, 'name'>, depositId: string): P2pCard {
  const holder = { fullName: 'Aidana Sandboxova', transaction_description: `Deposit ${reference(depositId)}` };
  if (method.name === 'bkash_p2p' || method.name === 'nagad_p2p') {
    return { ...holder, phone: '+8801712345678', payment_system: method.name === 'bkash_p2p' ? 'bKash' : 'Nagad', country_code: 'BD' };
  }
  if (method.name === P2P_BANK_ACCOUNT_METHOD) {
    return { ...holder, bank_account: '1091234567890123', bank_name: 'Optima Bank', payment_system: 'Bank transfer', country_code: 'KG' };
  }
  const card = { ...holder, bank_name: 'Sandbox Bank', payment_system: 'Visa', bank_type: 'card' };
  return method.name === P2P_ENCRYPTED_CARD_METHOD ? { ...card, encoded: sealCardNumber(P2P_CARD_NUMBER) } : { ...card, number: P2P_CARD_NUMBER };
}

/** The invoice a P2P create answers (again, with `exists`, while it is open). */
export function p2pInvoice(
  method: Pick<PaymentMethod, 'name'>,
  deposit: { id: string; amount: number; currency: string; createdAt: string },
  exists = false,
): P2pDeposit {
  return {
    depositId: deposit.id,
    card: p2pCard(method, deposit.id),
    created: deposit.createdAt,
    payment_amount: deposit.amount,
    payment_currency: deposit.currency,
    timeout_minutes: P2P_TIMEOUT_MINUTES,
    exists,
  };
}

// ---- India (spec §3 "India prepare response") ----

/** Where a prepared UPI deposit is paid: the sandbox's UPI id, as a link any UPI app scans. */
export const INDIA_UPI_ID = 'sandbox.payments@upi';

export function indiaPrepared(): IndiaPrepared {
  return {
    details: [{ name: 'qr', type: 'QR', value: `upi://pay?pa=${INDIA_UPI_ID}&pn=Sandbox%20Payments&cu=INR` }],
    requisites: [
      { name: 'upiId', value: INDIA_UPI_ID, isCopyable: true, bankName: 'Sandbox Bank of India' },
      { name: 'recipient', value: 'Sandbox Payments Pvt Ltd' },
    ],
    fields: [],
  };
}
