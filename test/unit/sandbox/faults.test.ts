// @vitest-environment node
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createFaults, type Fault, FAULTS_BY_CALL, faultOptionsFrom, MAX_FAULT_DELAY_MS, mulberry32 } from '../../../demo/sandbox/faults';
import { type SandboxHandle, startSandbox } from '../../../demo/sandbox/server';
import type { CallName } from '../../../src/contract/calls';

// The fault mode a soak runs the sandbox in: faults drawn per call from a seed.

const CALLS_IN_ORDER: CallName[] = ['methodsPayment', 'countrySelector', 'sessionStart', 'depositCreate', 'depositStatus', 'withdrawalCreate', 'methodsPayment', 'depositCreateP2p'];
const drawn = (seed: number, rate: number, calls: CallName[]) => {
  const faults = createFaults({ seed, rate });
  return calls.map((call) => faults.draw(call));
};

describe('the fault plan', () => {
  it('is the same for the same seed and order of calls, and another for another seed', () => {
    const calls = Array.from({ length: 200 }, (_, index) => CALLS_IN_ORDER[index % CALLS_IN_ORDER.length]!);
    const first = drawn(7, 0.3, calls);
    expect(drawn(7, 0.3, calls)).toEqual(first);
    expect(drawn(8, 0.3, calls)).not.toEqual(first);
    expect(mulberry32(7)()).toBe(mulberry32(7)());
    // About the rate: 200 calls at 0.3.
    const count = first.filter(Boolean).length;
    expect(count).toBeGreaterThan(35);
    expect(count).toBeLessThan(85);
  });

  it('gives each call only the faults its row of the table names: a lost answer to creates only', () => {
    const calls = Object.keys(FAULTS_BY_CALL) as CallName[];
    const faults = createFaults({ seed: 1, rate: 1 });
    const seen = new Map<CallName, Set<string>>();
    for (let round = 0; round < 200; round++) {
      for (const call of calls) {
        const fault = faults.draw(call)!;
        expect(FAULTS_BY_CALL[call]).toContain(fault.kind);
        if (!seen.has(call)) seen.set(call, new Set());
        seen.get(call)!.add(fault.kind);
        if (fault.kind === 'delay') {
          expect(fault.delayMs).toBeGreaterThanOrEqual(0);
          expect(fault.delayMs).toBeLessThanOrEqual(MAX_FAULT_DELAY_MS);
        }
      }
    }
    const creates = calls.filter((call) => seen.get(call)!.has('answerLost'));
    expect(creates.sort()).toEqual(['depositCreate', 'depositCreateP2p', 'depositCreateSweepstake', 'withdrawalCreate']);
    expect([...seen.get('methodsPayment')!].sort()).toEqual(['delay', 'socketCut', 'unavailable']);
    const counts = faults.counts();
    expect(Object.values(counts).reduce((a, b) => a + b)).toBe(200 * calls.length);
  });

  it('draws nothing when off or at rate 0, and scales delays by the time factor', () => {
    expect(drawn(7, 0, CALLS_IN_ORDER).filter(Boolean)).toEqual([]);
    const off = createFaults(undefined);
    expect(CALLS_IN_ORDER.map((call) => off.draw(call)).filter(Boolean)).toEqual([]);
    expect(off.counts()).toEqual({ unavailable: 0, delay: 0, socketCut: 0, answerLost: 0 });
    const delays = (factor: number) => {
      const faults = createFaults({ seed: 3, rate: 1 }, factor);
      return Array.from({ length: 100 }, () => faults.draw('depositStatus')).filter((fault) => fault?.kind === 'delay').map((fault) => fault!.delayMs!);
    };
    const [normal, fast] = [delays(1), delays(10)];
    expect(normal.length).toBeGreaterThan(0);
    expect(fast).toHaveLength(normal.length);
    fast.forEach((ms, index) => expect(Math.abs(ms - normal[index]! / 10)).toBeLessThanOrEqual(1));
    expect(Math.max(...fast)).toBeLessThanOrEqual(MAX_FAULT_DELAY_MS / 10);
  });

  it('reads SANDBOX_FAULTS, and refuses what it cannot read', () => {
    expect(faultOptionsFrom('seed=7,rate=0.2')).toEqual({ seed: 7, rate: 0.2 });
    expect(faultOptionsFrom(' rate = 1 , seed = 0 ')).toEqual({ seed: 0, rate: 1 });
    for (const text of ['seed=7', 'rate=0.2', 'seed=x,rate=0.2', 'seed=7,rate=2', 'seed=7,rate=-0.1', 'seed=1.5,rate=0.2', 'seed=7,rate=0.2,kinds=all']) {
      expect(() => faultOptionsFrom(text), text).toThrow();
    }
  });
});

/** A seed whose first draws for these calls at this rate are these faults (none: undefined). */
function seedFor(rate: number, wanted: [CallName, Fault['kind'] | undefined][]): number {
  for (let seed = 1; seed < 100_000; seed++) {
    const faults = createFaults({ seed, rate });
    if (wanted.every(([call, kind]) => faults.draw(call)?.kind === kind)) return seed;
  }
  throw new Error('no such seed');
}

describe('the fault mode over a real server', () => {
  const servers: SandboxHandle[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const start = async (faults?: { seed: number; rate: number }) => {
    // Delays 1000 times shorter: the tests wait for what happens, not for the clock.
    const server = await startSandbox(0, '127.0.0.1', 1000, { faults });
    servers.push(server);
    return server;
  };
  const post = (server: SandboxHandle, token: string, path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${server.port}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: token }, body: JSON.stringify(body) });
  const codi = (idempotencyKey: string) => ({ amount: 150, currency: 'MXN', paymentType: 'codi_mx', idempotencyKey });
  const card = (idempotencyKey: string) => ({
    amount: 1000, currency: 'MXN', paymentType: 'card_withdrawal_mx', accountType: 'main', fields: { card_number: '4169 5853 1234 5678', card_holder: 'Ana Pérez' }, idempotencyKey,
  });
  /** The same calls, one after another: the list, then creates and their status. */
  const session = async (server: SandboxHandle) => {
    const statuses: number[] = [];
    for (let index = 0; index < 12; index++) {
      statuses.push((await post(server, 'same-player', 'banking/methods-payment-v5', { country: 'MX', currency: { code: 'MXN', type: 'fiat' } })).status);
      statuses.push((await post(server, 'same-player', 'payment/deposit-create', codi(`key-same-${index}`))).status);
    }
    return statuses;
  };

  it('injects the same faults in the same order for the same seed', async () => {
    const [a, b] = [await start({ seed: 11, rate: 0.5 }), await start({ seed: 11, rate: 0.5 })];
    expect(await session(b)).toEqual(await session(a));
    expect(b.faultLog()).toEqual(a.faultLog());
    expect(a.faultLog().length).toBeGreaterThan(0);
    const counts = a.faultCounts();
    expect(Object.values(counts).reduce((x, y) => x + y)).toBe(a.faultLog().length);
    expect(counts.unavailable).toBe(a.faultLog().filter((fault) => fault.kind === 'unavailable').length);
  });

  it('injects nothing when off', async () => {
    const server = await start();
    expect(await session(server)).toEqual(Array(24).fill(200));
    expect(server.faultCounts()).toEqual({ unavailable: 0, delay: 0, socketCut: 0, answerLost: 0 });
    expect(server.faultLog()).toEqual([]);
    expect(server.madeFor('same-player').deposits.every((deposit) => deposit.idempotencyKey?.startsWith('key-same-'))).toBe(true);
    expect(server.madeFor('same-player').deposits).toHaveLength(12);
  });

  it('makes a deposit whose answer is lost once: the retry with its key gets it back, and no second is made', async () => {
    const server = await start({ seed: seedFor(0.5, [['depositCreate', 'answerLost'], ['depositCreate', undefined]]), rate: 0.5 });
    const token = `lost-${Math.random()}`;
    const lost = await post(server, token, 'payment/deposit-create', codi('intent-lost-1'));
    expect(lost.status).toBe(504);
    const made = server.madeFor(token).deposits;
    expect(made).toEqual([expect.objectContaining({ method: 'codi_mx', amount: 150, currency: 'MXN', status: 'created', idempotencyKey: 'intent-lost-1', createdAt: expect.any(String) })]);
    const retry = await post(server, token, 'payment/deposit-create', codi('intent-lost-1'));
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { apiResponse: { depositId: string } }).apiResponse.depositId).toBe(made[0]!.id);
    expect(server.madeFor(token).deposits).toHaveLength(1);
    expect(server.faultCounts().answerLost).toBe(1);
  });

  it('makes a withdrawal whose answer is lost once, and gives it back to the retry', async () => {
    const server = await start({ seed: seedFor(0.5, [['withdrawalCreate', 'answerLost'], ['withdrawalCreate', undefined]]), rate: 0.5 });
    const token = `lost-${Math.random()}`;
    expect((await post(server, token, 'payment/withdrawal-create', card('withdrawal-lost-1'))).status).toBe(504);
    const made = server.madeFor(token).withdrawals;
    expect(made).toEqual([expect.objectContaining({ method: 'card_withdrawal_mx', amount: 1000, currency: 'MXN', status: 'pending', idempotencyKey: 'withdrawal-lost-1' })]);
    const retry = await post(server, token, 'payment/withdrawal-create', card('withdrawal-lost-1'));
    expect(((await retry.json()) as { withdrawalId: string }).withdrawalId).toBe(made[0]!.id);
    expect(server.madeFor(token).withdrawals).toHaveLength(1);
  });

  it('over a socket, never acknowledges a lost answer, and a cut loses the call with the socket', async () => {
    const server = await start({ seed: seedFor(0.5, [['depositCreate', 'answerLost'], ['depositCreate', 'socketCut'], ['depositCreate', undefined]]), rate: 0.5 });
    const token = `socket-${Math.random()}`;
    const connect = () => io(`http://127.0.0.1:${server.port}`, { path: '/v4/socket.io', transports: ['websocket'], query: { Authorization: token }, forceNew: true });
    const first = connect();
    await expect(first.timeout(300).emitWithAck('payment:deposit-create', codi('socket-lost-1'))).rejects.toThrow();
    expect(server.madeFor(token).deposits).toHaveLength(1);
    const disconnected = new Promise((resolve) => first.once('disconnect', resolve));
    await expect(first.timeout(300).emitWithAck('payment:deposit-create', codi('socket-lost-2'))).rejects.toThrow();
    await disconnected;
    first.close();
    // The cut call made nothing; the retry of the lost one on a new socket gets the first deposit.
    expect(server.madeFor(token).deposits).toHaveLength(1);
    const second = connect();
    const retry = (await second.timeout(2000).emitWithAck('payment:deposit-create', codi('socket-lost-1'))) as { status: number; data: { apiResponse: { depositId: string } } };
    second.close();
    expect(retry.status).toBe(200);
    expect(retry.data.apiResponse.depositId).toBe(server.madeFor(token).deposits[0]!.id);
    expect(server.faultCounts()).toMatchObject({ answerLost: 1, socketCut: 1 });
  });
});
