/** The group of Nigerian bank accounts, which opens its bank list (spec §2 `/withdrawal/nigerian-banks`). */
export const NIGERIAN_BANK_GROUP = 'nigerian-banks';
/** The method's field holding the chosen bank. */
export const BANK_CODE_FIELD = 'bank_code';
