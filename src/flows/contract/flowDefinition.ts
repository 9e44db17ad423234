import type { ComponentType } from 'react';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentGroup, PaymentMethod, ServerField } from '../../contract/methods';
import type { RouteDef } from '../../routes/types';

/** Patterns an amount must match as typed, and the catalog key of what it says when it does not. */
export interface AmountPattern {
  regex: readonly string[];
  errorKey: string;
}

/** What a flow needs to know of a method to claim it. */
export type MethodKind = Pick<PaymentMethod, 'cardViewType' | 'category' | 'name' | 'isPreparationRequired'>;

/**
 * Spec §4 "Deposit creation": a created deposit's page, when the answer is of this flow's kind.
 * `order` is the spec's order among such pages (see AFTER_CREATE_ORDER).
 */
export interface AfterCreateStep<Name extends string = string> {
  order: number;
  route: Name;
  matches(response: DepositCreated, method: Pick<PaymentMethod, 'cardViewType' | 'name'>): boolean;
}

/**
 * A flow is one folder that declares everything it owns: its routes (typed names, paths, lazy
 * screens, metadata), the methods and groups it claims, and the answers after a create that go
 * to one of its pages. The route tables are built from these declarations.
 */
export interface FlowDefinition<Name extends string = string> {
  id: string;
  routes: readonly RouteDef<Name>[];
  /** The page a chosen method opens, when this flow claims the method. */
  methodEntry?(method: MethodKind, inGroup: boolean): Name | null;
  /** The page a chosen group opens, when this flow claims the group. */
  groupEntry?(group: Pick<PaymentGroup, 'name'>): Name | null;
  afterCreate?: AfterCreateStep<Name>;
  /**
   * The fields the deposit form shows for a method this flow shapes (Pix shows key-type fields by
   * the chosen key type), from the method's fields and the values typed; null for other methods.
   */
  shapeFields?(method: PaymentMethod, fields: readonly ServerField[], values: Readonly<Record<string, string>>): ServerField[] | null;
  /** The patterns a method's amount must also match, as typed, and what its error says (spec §5 p2p_market); null for other methods. */
  amountPattern?(method: PaymentMethod): AmountPattern | null;
  /** What the list shows above its entries once the flow table has loaded (the bonus carousel). */
  listExtra?: ComponentType;
  /** What a group's entry shows beside its name once the flow table has loaded (the crypto bonus). */
  groupExtra?: ComponentType<{ group: PaymentGroup }>;
  /** What the complete page shows under the status for this flow's deposits (a crypto transfer's confirmations); nothing for others. */
  completeExtra?: ComponentType;
  /** Spec §6: whether this flow's method takes no bonus (the on-ramp: none of its methods does); false or absent for others. */
  takesNoBonus?(method: MethodKind): boolean;
  /** How long the complete page waits before a waiting deposit counts as accepted, for this flow's methods (the on-ramp: 5 minutes); null for others. */
  completeWaitMs?(method: MethodKind): number | null;
  /**
   * How many entries this flow's page shows for a group it opens, when that is not the number of
   * its methods (crypto: a tile a coin, its networks inside); null for other groups.
   */
  groupSize?(group: PaymentGroup): number | null;
}

/** Keeps a flow's route names as literal types, so the registry knows every name. */
export const defineFlow = <const Name extends string>(flow: FlowDefinition<Name>): FlowDefinition<Name> => flow;
