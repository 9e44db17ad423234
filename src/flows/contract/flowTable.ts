import { type ComponentType, createElement, Fragment } from 'react';
import type { PaymentGroup, PaymentMethod, ServerField } from '../../contract/methods';
import type { RouteDef } from '../../routes/types';
import type { AfterCreateStep, AmountPattern, FlowDefinition, MethodKind } from './flowDefinition';

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
  /** The patterns a method's amount must also match (spec §5 p2p_market), from the flow that gives some; null for most. */
  amountPattern(method: PaymentMethod): AmountPattern | null;
  /** What the list shows above its entries once the table has loaded: the flows' list extras (the bonus carousel). */
  ListExtras?: ComponentType;
  /** What a group's entry shows beside its name once the table has loaded: the flows' group extras (the crypto bonus). */
  GroupExtra?: ComponentType<{ group: PaymentGroup }>;
  /** What the complete page shows under the status: the flows' complete extras (a crypto transfer's confirmations). */
  CompleteExtra?: ComponentType;
  /** How many entries a group's page shows, as its entry counts them: the flow's own count, else its methods. */
  groupSize(group: PaymentGroup): number;
  /** Whether a method may take a bonus: unless a flow says its methods take none (spec §6). */
  takesBonus(method: MethodKind): boolean;
  /** How long the complete page waits for a deposit of this method before it counts as accepted: its flow's wait, else `otherwise`. */
  completeWaitMs(method: MethodKind | null, otherwise: number): number;
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
    shapeFields(method, fields, values) {
      for (const flow of ordered) {
        const shaped = flow.shapeFields?.(method, fields, values);
        if (shaped) return shaped;
      }
      return [...fields];
    },
    amountPattern(method) {
      for (const flow of ordered) {
        const pattern = flow.amountPattern?.(method);
        if (pattern) return pattern;
      }
      return null;
    },
    methodPath(method, inGroup) {
      for (const flow of ordered) {
        const name = flow.methodEntry?.(method, inGroup);
        if (name) return pathOf(name);
      }
      throw new Error(`No flow claims ${method.name}: the fallback must claim every method`);
    },
    takesBonus: (method) => !ordered.some((flow) => flow.takesNoBonus?.(method)),
    completeWaitMs(method, otherwise) {
      if (!method) return otherwise;
      for (const flow of ordered) {
        const wait = flow.completeWaitMs?.(method);
        if (wait !== null && wait !== undefined) return wait;
      }
      return otherwise;
    },
    groupSize(group) {
      for (const flow of ordered) {
        const size = flow.groupSize?.(group);
        if (size !== null && size !== undefined) return size;
      }
      return group.paymentMethods.length;
    },
    groupPath(group) {
      for (const flow of ordered) {
        const name = flow.groupEntry?.(group);
        if (name) return pathOf(name);
      }
      return pathOf(fallbackGroupRoute);
    },
  };
}

/** The flows' extras for one place, drawn in the flows' order: none, the one, or all of them side by side. */
function together<Props extends object>(parts: readonly ComponentType<Props>[]): ComponentType<Props> | undefined {
  if (parts.length <= 1) return parts[0];
  return function Together(props: Props) {
    return createElement(Fragment, null, ...parts.map((Part, index) => createElement(Part, { ...props, key: index })));
  };
}
