import { CardViewType, type PaymentGroup, type PaymentMethod } from '../api/contract';

/**
 * Card view type → the flow's first page (spec §2 "Deposit list"): india, peer-to-peer, onramp and
 * cash have their own pages, crypto goes to the crypto address, everything else to redirect.
 * The redirect flow is the fallback for any type we do not know, so a new type never fails.
 */
const FLOW_BY_CARD_VIEW_TYPE: Readonly<Record<number, string>> = {
  [CardViewType.india]: '/deposit/india',
  [CardViewType.p2p]: '/deposit/peer-to-peer/base',
  [CardViewType.onramp]: '/deposit/onramp',
  [CardViewType.cash]: '/deposit/cash',
};
export const REDIRECT_FLOW_PATH = '/deposit/redirect';
/** Spec §2 group ('', redirect): a grouped method's redirect page, whose Back returns to the group. */
export const GROUP_REDIRECT_FLOW_PATH = '/deposit/group/redirect';
export const CRYPTO_FLOW_PATH = '/deposit/crypto';
export const COMPLETE_PATH = '/deposit/complete';

/** The complete page for a flow's page: its Try again returns there (the `to` query) unless it is the plain redirect page. */
export const completePathFrom = (flowPath: string): string =>
  flowPath === REDIRECT_FLOW_PATH ? COMPLETE_PATH : `${COMPLETE_PATH}?to=${encodeURIComponent(flowPath)}`;

export function flowPathForMethod(method: Pick<PaymentMethod, 'cardViewType' | 'category'>, inGroup = false): string {
  if (method.category === 'crypto') return CRYPTO_FLOW_PATH;
  const path = FLOW_BY_CARD_VIEW_TYPE[method.cardViewType] ?? REDIRECT_FLOW_PATH;
  return inGroup && path === REDIRECT_FLOW_PATH ? GROUP_REDIRECT_FLOW_PATH : path;
}

/** Groups open their own list: crypto groups the crypto list, P2P groups the P2P list, the rest a group page. */
export function flowPathForGroup(group: Pick<PaymentGroup, 'name'>): string {
  if (group.name === 'crypto' || /^cryptodep-/.test(group.name)) return CRYPTO_FLOW_PATH;
  if (/^p2p_methods_/.test(group.name)) return '/deposit/peer-to-peer';
  return '/deposit/group';
}
