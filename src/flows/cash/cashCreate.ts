import type { DepositCreated, DepositCreateResponse } from '../../contract/deposit';
import { nativePlatformIn } from '../../host/handshake';
import { type PaymentWindow, releaseWindow } from '../../payment/paymentWindow';
import { resolveSafeLink } from '../../security/safeLink';
import type { Cashier } from '../../state/cashier';
import { depositCreateCall } from '../../state/create/depositCreateCall';
import type { CreateStrategy, PaymentOpening } from '../../state/create/types';

/**
 * The cash flow's create: `deposit-create`, then the agent's contact link (the answer's `source`)
 * in the tab the click opened. The tab is closed whenever the create ends without a link to show.
 */
export function cashCreate(agentTab: PaymentWindow | undefined): CreateStrategy<DepositCreateResponse> {
  return {
    ...depositCreateCall,
    metric: 'create-deposit-cash-status',
    handOff: (cashier, response) => openAgentContact(cashier, response.source, agentTab),
    release: (why) => releaseWindow(agentTab, why),
  };
}

/** The agent's contact link of a cash deposit: a URL, made absolute against the backend; a form is no contact link. */
function agentLinkOf(cashier: Cashier, source: DepositCreated['source']): string | null {
  return typeof source === 'string' ? resolveSafeLink(source, cashier.transportConfig()?.apiUrl ?? '') : null;
}

/**
 * Points the tab at the agent's contact. An unsafe link is refused (the player stays and reads
 * why); native apps get it in their browser; a blocked tab leaves the page's own link to use.
 */
function openAgentContact(cashier: Cashier, source: DepositCreated['source'], agentTab: PaymentWindow | undefined): PaymentOpening {
  if (source === undefined) {
    agentTab?.close();
    return 'none';
  }
  const link = agentLinkOf(cashier, source);
  if (!link) {
    agentTab?.close();
    return 'refused';
  }
  if (nativePlatformIn(cashier.store.handshake)) {
    agentTab?.close();
    cashier.notify('openExtBrowser', { url: link });
    return 'handed-over';
  }
  if (!agentTab || agentTab.blocked) return 'blocked';
  return agentTab.go(link) ? 'opened' : 'blocked';
}
