import type { ComponentType } from 'react';
import type { DepositCreated } from '../../contract/deposit';
import type { PaymentGroup, PaymentMethod, ServerField } from '../../contract/methods';
import type { MessageValues } from '../../i18n/translator';
import type { RouteDef } from '../../routes/types';
import type { StatusDisplay, TransactionStatus } from '../../state/deposit/status';
import type { Requisite } from '../../ui/requisites/requisiteLabel';

/** Patterns an amount must match as typed, and the catalog key of what it says when it does not. */
export interface AmountPattern {
  regex: readonly string[];
  errorKey: string;
}

/** What a flow needs to know of a method to claim it. */
export type MethodKind = Pick<PaymentMethod, 'cardViewType' | 'category' | 'name' | 'isPreparationRequired'>;

/**
 * A created deposit's page, when the answer is of this flow's kind.
 * `order` is the spec's order among such pages (see AFTER_CREATE_ORDER).
 */
export interface AfterCreateStep<Name extends string = string> {
  order: number;
  route: Name;
  matches(response: DepositCreated, method: Pick<PaymentMethod, 'cardViewType' | 'name'>): boolean;
}

/**
 * What a flow reads of the deposit the complete page shows (the store's deposit and payment, as
 * they are): its status, the named state that ended it, and the slices flows keep of it.
 */
export interface CompleteView {
  deposit: { readonly status: { readonly status: TransactionStatus; readonly endedAs?: string }; readonly own: Readonly<Record<string, unknown>> };
  payment: { readonly isCryptocurrency: boolean };
}

/** The complete page's words for a status: catalog keys of its title and its text. */
export interface StatusWords {
  title: string;
  text: string;
}

/** The catalog's words in the player's language (the cashier's translate). */
export type Words = (key: string, values?: MessageValues) => string;

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
  /** The patterns a method's amount must also match, as typed, and what its error says (p2p_market); null for other methods. */
  amountPattern?(method: PaymentMethod): AmountPattern | null;
  /** What the list shows above its entries once the flow table has loaded (the bonus carousel). */
  listExtra?: ComponentType;
  /** What a group's entry shows beside its name once the flow table has loaded (the crypto bonus). */
  groupExtra?: ComponentType<{ group: PaymentGroup }>;
  /** What the complete page shows under the status for this flow's deposits (a crypto transfer's confirmations); nothing for others. */
  completeExtra?: ComponentType;
  /** The complete page's words for this flow's deposit where they are not the status's own (a crypto decline, a P2P invoice cancelled); null for others. */
  completeWords?(view: CompleteView, display: StatusDisplay, words: StatusWords): StatusWords | null;
  /** Rows the complete page's summary shows under the method for this flow's deposit (a crypto transfer's network and hash); none for others. */
  completeRows?(view: CompleteView, t: Words): readonly Requisite[];
  /**
   * A deposit's named state (spec §3 `transactionStatus`) that ends it, as this flow names its
   * ends: the status it ends with, given the code that came with it; null for any other name.
   */
  namedEnd?(named: string, code: TransactionStatus): TransactionStatus | null;
  /** Whether this flow's method takes no bonus (the on-ramp: none of its methods does); false or absent for others. */
  takesNoBonus?(method: MethodKind): boolean;
  /**
   * How long the complete page waits before a waiting deposit counts as accepted, for this flow's
   * deposits (the on-ramp: 5 minutes; a crypto transfer: never, its confirmations decide, as
   * Infinity); null for others.
   */
  completeWaitMs?(method: MethodKind, view: CompleteView): number | null;
  /**
   * How many entries this flow's page shows for a group it opens, when that is not the number of
   * its methods (crypto: a tile a coin, its networks inside); null for other groups.
   */
  groupSize?(group: PaymentGroup): number | null;
}

/** Keeps a flow's route names as literal types, so the registry knows every name. */
export const defineFlow = <const Name extends string>(flow: FlowDefinition<Name>): FlowDefinition<Name> => flow;
