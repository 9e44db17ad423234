/** The group of Nigerian bank accounts (spec §3's group key), which opens its bank list (`/withdrawal/nigerian-banks`). */
export const NIGERIAN_BANK_GROUP = 'bank_transfer_nigeria';
/** The method's field holding the chosen bank. */
export const BANK_CODE_FIELD = 'bank_code';
