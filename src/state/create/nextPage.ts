import type { DepositCreated } from '../../contract/deposit';
import type { ServerField } from '../../contract/methods';
import type { AfterCreateStep } from '../../flows/contract/flowDefinition';
import { EMPTY_PATH } from '../../routes/paths';

export type NextPage =
  | { kind: 'add-fields'; fields: ServerField[]; depositId?: string }
  | { kind: 'empty'; path: string }
  | { kind: 'route'; path: string };

/** A direct-geo answer goes to the empty page with `direct` and `transaction`. */
export const DIRECT_EMPTY_PATH = `${EMPTY_PATH}?direct=true&transaction=deposit`;

/**
 * Spec §4 "Deposit creation", the shell's rule: fields required first (add them and stay), a
 * direct-geo answer to the empty page, then the flows' own pages in their order (each flow's step
 * carries its place, flows/contract/afterCreate.ts), else the route the flow gave.
 */
export function nextPageAfterCreate(
  response: DepositCreated,
  method: { cardViewType: number; name: string },
  givenRoute: string,
  steps: readonly { order: number; path: string; matches: AfterCreateStep['matches'] }[],
): NextPage {
  if (response.direct) return { kind: 'empty', path: DIRECT_EMPTY_PATH };
  if (response.isFieldsRequired) return { kind: 'add-fields', fields: response.fields ?? response.data?.inputFields ?? [], depositId: response.depositId };
  const step = [...steps].sort((a, b) => a.order - b.order).find((s) => s.matches(response, method));
  return { kind: 'route', path: step?.path ?? givenRoute };
}
