import type { CallSpec, PaymentMethod } from '../../../src/contract';
import { parseHandshake } from '../../../src/host/handshake';
import { createCashier, type Deployment } from '../../../src/state/cashier';
import { MAIN_MODES } from '../../../src/modes/index';
import type { Transport } from '../../../src/transport/types';

/** What the fake backend answers to `deposit-create`: a value, a promise, or a throw. */
export type Answer = (payload: Record<string, unknown>) => unknown;

interface StartOptions {
  user?: Record<string, unknown>;
  /** The methods the list call answers. */
  methods?: PaymentMethod[];
  apiUrl?: string;
  /** What other calls answer, by call name (`deposit-check`…). */
  answers?: Record<string, Answer>;
  /** The element's first page (`initial-path`). */
  initialPath?: string;
  /** The rest of the handshake (experiments, a token other than 't', …). */
  handshake?: Record<string, unknown>;
}

/**
 * A started cashier whose transport answers without a network, recording every request and host
 * event, with its flow table loaded (as once its list is up).
 */
export async function started(createAnswer: Answer, { user = { paymentGeo: 'MX', currency: 'MXN' }, methods = [], apiUrl = '', answers = {}, initialPath = '/deposit', handshake = {} }: StartOptions = {}) {
  const deployment: Deployment = { apiUrl, socketUrl: apiUrl, staticBase: '/s/', product: 'cashier', metricsUrl: '', initialPath };
  const requests: { name: string; payload: Record<string, unknown> }[] = [];
  const transport: Transport = {
    mode: 'http',
    async request(spec: CallSpec, payload) {
      requests.push({ name: spec.name, payload: payload as Record<string, unknown> });
      if (spec.name === 'deposit-create') return createAnswer(payload as Record<string, unknown>);
      const answer = answers[spec.name];
      if (answer) return answer(payload as Record<string, unknown>);
      if (spec.name === 'methods-country-selector-v2') return { isGeoSelectorEnabled: true, countries: [] };
      return { paymentGroups: [], paymentMethods: methods };
    },
    subscribe: () => () => {},
    close() {},
  };
  const events: { type: string; payload: unknown }[] = [];
  const cashier = createCashier({ readDeployment: () => deployment, channels: () => [(m) => events.push(m)], modes: MAIN_MODES, transportFactory: () => transport });
  const parsed = parseHandshake({ token: 't', ...handshake, user });
  if (!parsed.ok) throw new Error(parsed.message);
  await cashier.start(parsed.handshake);
  await cashier.loadFlows();
  return { cashier, requests, events };
}

export type StartedCashier = Awaited<ReturnType<typeof started>>['cashier'];

/** The player chose this method (what chooseMethod records). */
export const choose = (cashier: StartedCashier, method: PaymentMethod) => {
  cashier.store.payment.paymentMethod = { name: method.name, cardViewType: method.cardViewType };
};
