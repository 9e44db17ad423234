import { afterAll, beforeAll } from 'vitest';
import { startSandbox } from '../../../demo/sandbox/server';

/** A real sandbox server on a free port for the tests of one describe block; `timeFactor` speeds up its schedules. */
export function runningSandbox(timeFactor?: number): { base: () => string } {
  let server: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    server = await startSandbox(0, '127.0.0.1', timeFactor);
  });
  afterAll(() => server.close());
  return { base: () => `http://127.0.0.1:${server.port}` };
}
