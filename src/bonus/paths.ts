/** Spec §2 "bonus-details": one bonus's terms. */
export const BONUS_DETAILS_PATH = '/deposit/bonus-details';
