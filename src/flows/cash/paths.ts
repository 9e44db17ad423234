/** The cash flow's pages: the amount form, and the agent's contact once the deposit exists. */
export const CASH_PATH = '/deposit/cash';
export const CASH_AGENT_PATH = '/deposit/cash/agent';
