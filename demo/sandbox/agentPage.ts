/**
 * The sandbox's cash agent (spec §9 "agent contact links for cash methods"): the page a cash
 * method's deposit links to, with the agent's contact, the deposit code and the amount, and a
 * "Mark as paid" button that plays the agent confirming the cash, as the provider page's Pay does.
 */
import type { SandboxDeposit } from './deposits';
import { reference } from './invoices';
import { escape, page, resultPage } from './providerPage';

interface Agent {
  name: string;
  phone: string;
  address: string;
}

/** One made-up agent per cash method of the catalogue, so tests and the demo can read a fixed contact. */
const AGENTS: Record<string, Agent> = {
  oxxo_cash: { name: 'OXXO Reforma 222', phone: '+52 55 5000 0000', address: 'Av. Paseo de la Reforma 222, Juárez, CDMX' },
  agent_cash_kg: { name: 'Айбек, кассовый агент', phone: '+996 555 000 000', address: 'Бишкек, проспект Чуй 100' },
  agent_cash_ua: { name: 'Олена, касовий агент', phone: '+380 44 000 0000', address: 'Київ, вулиця Хрещатик 1' },
  terminal_cash_ua: { name: 'Термінал самообслуговування', phone: '+380 44 000 0001', address: 'Київ, вулиця Саксаганського 5' },
};

const DEFAULT_AGENT: Agent = { name: 'Sandbox cash agent', phone: '+1 555 000 0000', address: '1 Sandbox Street' };

const agentOf = (method: string): Agent => AGENTS[method] ?? DEFAULT_AGENT;

/** Where a cash deposit's contact link points, and where its "Mark as paid" posts. */
export const agentPath = (depositId: string) => `/sandbox/agent/${encodeURIComponent(depositId)}`;
export const AGENT_PAID_ACTION = 'paid';

export function agentPage(deposit: SandboxDeposit): string {
  if (deposit.status !== 'created') return resultPage(deposit);
  const agent = agentOf(deposit.method);
  const amount = `${deposit.amount.toFixed(2)} ${deposit.currency}`;
  const row = (term: string, value: string) => `<dt>${escape(term)}</dt><dd>${value}</dd>`;
  return page(
    `Pay ${amount} in cash`,
    `<h1>Pay ${escape(amount)} in cash</h1>
<p>${escape(deposit.methodText)}: give the agent the deposit code and the cash.</p>
<dl class="provider__details">
${row('Agent', escape(agent.name))}
${row('Phone', `<a href="tel:${escape(agent.phone.replace(/\s/g, ''))}">${escape(agent.phone)}</a>`)}
${row('Address', escape(agent.address))}
${row('Deposit code', `<code>${escape(reference(deposit.id))}</code>`)}
${row('Amount', escape(amount))}
</dl>
<form method="post" action="${agentPath(deposit.id)}/${AGENT_PAID_ACTION}"><button class="provider__pay" type="submit">Mark as paid</button></form>`,
    'Sandbox cash agent',
  );
}
