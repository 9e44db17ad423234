import type { Api } from '../../src/api/call';
import type { CallSpec } from '../../src/contract/common';
import { CashierError } from '../../src/transport/errors';
import { testCashier } from './ui/renderWithCashier';

/** A cashier whose backend answers each call by name, or fails it; `calls` lists what it was asked. */
export function cashierAnswering(answers: Record<string, unknown>) {
  const session = new AbortController();
  const calls: { name: string; payload: unknown }[] = [];
  const api: Api = {
    transport: {
      mode: 'http',
      async request(spec: CallSpec, payload: unknown) {
        calls.push({ name: spec.name, payload });
        if (!(spec.name in answers)) throw new CashierError('http', `${spec.name} is down`, { status: 503 });
        return answers[spec.name];
      },
      subscribe: () => () => {},
      close() {},
    },
    onCallFailed() {},
    onInvalidAnswer() {},
  } as unknown as Api;
  const cashier = { ...testCashier(), api: () => api, sessionSignal: () => session.signal, calls };
  cashier.store.currency = 'USD';
  return cashier;
}
