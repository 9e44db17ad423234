/** Spec §2 "Withdrawal tree": the pages under /withdrawal. */
export const WITHDRAWAL_LIST_PATH = '/withdrawal';
export const WITHDRAWAL_REGION_PATH = '/withdrawal/region';
export const WITHDRAWAL_REDIRECT_PATH = '/withdrawal/redirect';
export const WITHDRAWAL_INSTRUCTION_PATH = '/withdrawal/redirect/instruction';
export const WITHDRAWAL_GROUP_PATH = '/withdrawal/group';
export const WITHDRAWAL_GROUP_REDIRECT_PATH = '/withdrawal/group/redirect';
export const NIGERIAN_BANKS_PATH = '/withdrawal/nigerian-banks';
export const WITHDRAWAL_CONFIRM_PATH = '/withdrawal/confirm';
export const WITHDRAWAL_COMPLETE_PATH = '/withdrawal/complete';
/** The identity check a withdrawal or redemption was refused for (banking.kycRequired), in either mode. */
export const VERIFY_IDENTITY_PATH = '/withdrawal/verify';
