/** The on-ramp flow's pages (spec §2 "onramp ('', offer-list)"). */
export const ONRAMP_PATH = '/deposit/onramp';
export const ONRAMP_OFFERS_PATH = '/deposit/onramp/offer-list';
