import { createContext, useContext } from 'react';
import type { FlowTable } from '../flows/contract/flowTable';

/** The mode's flow table, given to every page the table resolved (all but the first screen). */
export const FlowTableContext = createContext<FlowTable | null>(null);

export function useFlowTable(): FlowTable {
  const table = useContext(FlowTableContext);
  if (!table) throw new Error('useFlowTable on a page the flow table did not resolve');
  return table;
}
