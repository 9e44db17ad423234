import { afterAll, beforeAll } from 'vitest';
import { startSandbox } from '../../../demo/sandbox/server';

/** A real sandbox server on a free port for the tests of one describe block. */
export function runningSandbox(): { base: () => string } {
  let server: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    server = await startSandbox(0);
  });
  afterAll(() => server.close());
  return { base: () => `http://127.0.0.1:${server.port}` };
}
