import { type ComponentType, createElement, Fragment } from 'react';
import type { PaymentGroup, PaymentMethod, ServerField } from '../../contract/methods';
import type { RouteDef } from '../../routes/types';
import type { Requisite } from '../../ui/requisites/requisiteLabel';
import type { StatusDisplay, TransactionStatus } from '../../state/deposit/status';
import type { AfterCreateStep, AmountPattern, CompleteView, FlowDefinition, MethodKind, StatusWords, Words } from './flowDefinition';

/** A route table and the choices that lead into it, built from flow declarations so the two cannot disagree. */
export interface FlowTable {
  routes: readonly RouteDef[];
  methodPath(method: MethodKind, inGroup: boolean): string;
  groupPath(group: Pick<PaymentGroup, 'name'>): string;
  afterCreate: readonly { order: number; path: string; matches: AfterCreateStep['matches'] }[];
  /** Whether a created deposit of this method goes to a flow's own page whatever the answer (an invoice, a QR code). */
  hasOwnPageAfterCreate(method: Pick<PaymentMethod, 'cardViewType' | 'name'>): boolean;
  /** The fields the deposit form shows: as the method's flow shapes them, else as they are. */
  shapeFields: FieldShaper;
  /** The patterns a method's amount must also match (p2p_market), from the flow that gives some; null for most. */
  amountPattern(method: PaymentMethod): AmountPattern | null;
  /** What the list shows above its entries once the table has loaded: the flows' list extras (the bonus carousel). */
  ListExtras?: ComponentType;
  /** What a group's entry shows beside its name once the table has loaded: the flows' group extras (the crypto bonus). */
  GroupExtra?: ComponentType<{ group: PaymentGroup }>;
  /** What the complete page shows under the status: the flows' complete extras (a crypto transfer's confirmations). */
  CompleteExtra?: ComponentType;
  /** How many entries a group's page shows, as its entry counts them: the flow's own count, else its methods. */
  groupSize(group: PaymentGroup): number;
  /** Whether a method may take a bonus: unless a flow says its methods take none. */
  takesBonus(method: MethodKind): boolean;
  /** How long the complete page waits for a deposit of this method before it counts as accepted: its flow's wait, else `otherwise`. */
  completeWaitMs(method: MethodKind | null, view: CompleteView, otherwise: number): number;
  /** The complete page's words for the deposit: a flow's, else the status's own (`words`). */
  completeWords(view: CompleteView, display: StatusDisplay, words: StatusWords): StatusWords;
  /** The rows the flows add to the complete page's summary for the deposit. */
  completeRows(view: CompleteView, t: Words): Requisite[];
  /** The status a named state ends a deposit with, as the flow that names it says; null when no flow ends a deposit so. */
  namedEnd(named: string, code: TransactionStatus): TransactionStatus | null;
}

export type FieldShaper = (method: PaymentMethod, fields: readonly ServerField[], values: Readonly<Record<string, string>>) => ServerField[];

export function buildFlowTable(
  core: readonly RouteDef[],
  flows: readonly FlowDefinition[],
  fallback: FlowDefinition,
  fallbackGroupRoute: string,
): FlowTable {
  const ordered = [...flows.filter((flow) => flow !== fallback), fallback];
  const routes = [...core, ...ordered.flatMap((flow) => flow.routes)];
  const byName = new Map(routes.map((route) => [route.name, route.path]));
  const pathOf = (name: string) => {
    const path = byName.get(name);
    if (!path) throw new Error(`No route named ${name}`);
    return path;
  };
  const afterCreate = ordered.flatMap((flow) =>
    flow.afterCreate ? [{ order: flow.afterCreate.order, path: pathOf(flow.afterCreate.route), matches: flow.afterCreate.matches }] : [],
  );
  return {
    routes,
    afterCreate,
    ListExtras: together(ordered.flatMap((flow) => (flow.listExtra ? [flow.listExtra] : []))),
    GroupExtra: together(ordered.flatMap((flow) => (flow.groupExtra ? [flow.groupExtra] : []))),
    CompleteExtra: together(ordered.flatMap((flow) => (flow.completeExtra ? [flow.completeExtra] : []))),
    hasOwnPageAfterCreate: (method) => afterCreate.some((step) => step.matches({}, method)),
    shapeFields: (method, fields, values) => firstOf(ordered, (flow) => flow.shapeFields?.(method, fields, values)) ?? [...fields],
    amountPattern: (method) => firstOf(ordered, (flow) => flow.amountPattern?.(method)),
    methodPath(method, inGroup) {
      const name = firstOf(ordered, (flow) => flow.methodEntry?.(method, inGroup));
      if (name === null) throw new Error(`No flow claims ${method.name}: the fallback must claim every method`);
      return pathOf(name);
    },
    takesBonus: (method) => !ordered.some((flow) => flow.takesNoBonus?.(method)),
    completeWaitMs(method, view, otherwise) {
      if (!method) return otherwise;
      return firstOf(ordered, (flow) => flow.completeWaitMs?.(method, view)) ?? otherwise;
    },
    completeWords: (view, display, words) => firstOf(ordered, (flow) => flow.completeWords?.(view, display, words)) ?? words,
    completeRows: (view, t) => ordered.flatMap((flow) => flow.completeRows?.(view, t) ?? []),
    namedEnd: (named, code) => firstOf(ordered, (flow) => flow.namedEnd?.(named, code)),
    groupSize: (group) => firstOf(ordered, (flow) => flow.groupSize?.(group)) ?? group.paymentMethods.length,
    groupPath: (group) => pathOf(firstOf(ordered, (flow) => flow.groupEntry?.(group)) ?? fallbackGroupRoute),
  };
}

/** The first flow's answer that is neither null nor absent, in the flows' order; null when none answers. */
function firstOf<T>(flows: readonly FlowDefinition[], answer: (flow: FlowDefinition) => T | null | undefined): T | null {
  for (const flow of flows) {
    const given = answer(flow);
    if (given !== null && given !== undefined) return given;
  }
  return null;
}

/** The flows' extras for one place, drawn in the flows' order: none, the one, or all of them side by side. */
function together<Props extends object>(parts: readonly ComponentType<Props>[]): ComponentType<Props> | undefined {
  if (parts.length <= 1) return parts[0];
  return function Together(props: Props) {
    return createElement(Fragment, null, ...parts.map((Part, index) => createElement(Part, { ...props, key: index })));
  };
}
