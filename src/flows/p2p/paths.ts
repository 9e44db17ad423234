/** The P2P flow's pages (spec §2 "peer-to-peer"): a group's methods, the amount, the invoice. */
export const P2P_LIST_PATH = '/deposit/peer-to-peer';
export const P2P_BASE_PATH = '/deposit/peer-to-peer/base';
export const P2P_INVOICE_PATH = '/deposit/peer-to-peer/invoice';
/** The unified form's twin in the P2P tree (registered by the unified-form flow). */
export const P2P_UNIFIED_FORM_PATH = '/deposit/peer-to-peer/unified-form';
