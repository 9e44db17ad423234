/**
 * Spec §4 "Deposit creation": after a deposit is created, the next page in this order — fields
 * required (add them and stay), unified flow form, on-ramp offers, host-to-host (card, requisites
 * or bank transfer), Eazype, Pix, else the route the flow gave. Each flow's step carries its place;
 * the shell's rule that applies it is state/create/nextPage.ts.
 */
export const AFTER_CREATE_ORDER = { unifiedForm: 1, onrampOffers: 2, hostToHost: 3, eazype: 4, pix: 5 } as const;

/** A page that shows a created deposit: Back returns to where it was made; without a deposit, the list. */
export const CREATED_DEPOSIT_META = { transaction: 'deposit', backRoute: 'previous', needs: 'deposit' } as const;
