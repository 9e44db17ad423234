/** The pages every flow shares (spec §2): their paths are known to shared code; a flow's are its own. */
export const DEPOSIT_LIST_PATH = '/deposit';
export const DEPOSIT_GROUP_PATH = '/deposit/group';
export const COMPLETE_PATH = '/deposit/complete';
export const ERROR_PATH = '/error';
export const EMPTY_PATH = '/empty';
/** Spec §2 "Other routes": one method's form, the closing button hidden. */
export const FORM_PATH = '/form';

/** The path of an address without its query. */
export const pathOnly = (address: string): string => address.split('?')[0]!;
