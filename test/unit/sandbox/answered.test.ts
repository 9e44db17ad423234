// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../../demo/sandbox/server';

describe("the sandbox's answered hook (the bench times the provider's page by it)", () => {
  const servers: Awaited<ReturnType<typeof startSandbox>>[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('is told each request once its answer is sent: its path and the time, a 404 included', async () => {
    const told: [string, number][] = [];
    const sandbox = await startSandbox(0, '127.0.0.1', 1, { answered: (path, at) => told.push([path, at]) });
    servers.push(sandbox);
    const before = Date.now();
    const answer = await fetch(`http://127.0.0.1:${sandbox.port}/sandbox/pay/no-such-deposit?x=1`);
    await answer.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told.map(([path]) => path)).toEqual(['/sandbox/pay/no-such-deposit?x=1']);
    expect(told[0]![1]).toBeGreaterThanOrEqual(before);
    expect(told[0]![1]).toBeLessThanOrEqual(Date.now());
  });

  it('costs nothing when not asked for', async () => {
    const sandbox = await startSandbox(0, '127.0.0.1', 1);
    servers.push(sandbox);
    expect((await fetch(`http://127.0.0.1:${sandbox.port}/sandbox/pay/none`)).status).toBeGreaterThanOrEqual(400);
  });
});
