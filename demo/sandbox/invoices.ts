/**
 * What the sandbox answers for a bank-transfer method (spec §3 "Host-to-host invoice"): where to
 * transfer, how much, to whom, and for how long. Deterministic per method, so tests can read it.
 */
import type { DepositData, PaymentMethod } from '../../src/api/contract';

/** Spec §9: a host-to-host bank transfer invoice lasts 15 minutes. */
export const HOST_TO_HOST_TIMEOUT_MINUTES = 15;

interface Beneficiary {
  payment_system: string;
  card: { number?: string; account_number?: string; fullName: string };
  /** Requisites besides the card: the bank, a reference the transfer must carry. */
  extra: (depositId: string) => { name: string; title: string; value: string; isCopyable?: boolean }[];
}

/** The code a payment must carry so the deposit can be found: the same for a transfer and for cash at an agent. */
export const reference = (depositId: string) => depositId.replace(/-/g, '').slice(0, 10).toUpperCase();

const BENEFICIARIES: Record<string, Beneficiary> = {
  spei_mx: {
    payment_system: 'SPEI',
    card: { account_number: '646180157000000004', fullName: 'Pagos Sandbox SA de CV' },
    extra: (id) => [
      { name: 'bank_name', title: 'Banco', value: 'STP' },
      { name: 'reference', title: 'Concepto', value: reference(id), isCopyable: true },
    ],
  },
  havale_tr: {
    payment_system: 'Havale / EFT',
    card: { account_number: 'TR330006100519786457841326', fullName: 'Sandbox Ödeme A.Ş.' },
    extra: (id) => [
      { name: 'bank_name', title: 'Banka', value: 'Sandbox Bankası' },
      { name: 'reference', title: 'Açıklama', value: reference(id), isCopyable: true },
    ],
  },
  ng_bank_transfer: {
    payment_system: 'NIP',
    card: { account_number: '0123456789', fullName: 'Sandbox Payments Ltd' },
    extra: () => [{ name: 'bank_name', title: 'Bank', value: 'Sandbox Microfinance Bank' }],
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
