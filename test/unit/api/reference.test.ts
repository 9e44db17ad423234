// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/contract/calls';
import { apiReference } from '../../../src/contract/reference';
import { createSandboxApi } from '../../../demo/sandbox/api';
import { createDepositStore } from '../../../demo/sandbox/deposits';
import { createPaymentHandlers } from '../../../demo/sandbox/payments';

// The backend reference an operator implements from is written from the contract.

const page = join(process.cwd(), 'demo/sandbox/API.md');

describe('the backend reference (demo/sandbox/API.md)', () => {
  it('is the one the contract writes (UPDATE_REFERENCE=1 rewrites it)', () => {
    const written = apiReference();
    if (process.env.UPDATE_REFERENCE) writeFileSync(page, written);
    expect(readFileSync(page, 'utf8')).toBe(written);
  });

  it('lists every call of the contract with its path and socket event', () => {
    const text = apiReference();
    for (const spec of Object.values(CALLS)) {
      expect(text).toContain(`### ${spec.prefix}/${spec.name}`);
      expect(text).toContain(`\`${spec.method} /api/${spec.prefix}/${spec.name}\``);
      expect(text).toContain(`socket \`${spec.prefix}:${spec.name}\``);
    }
    expect(text).toContain('`withdrawal.status`');
  });

  it('names no call the sandbox does not answer', async () => {
    const handleCall = createSandboxApi(createPaymentHandlers(createDepositStore(() => {}, 3000)));
    const session = { token: 'reference-reader', origin: 'http://sandbox.test' };
    for (const spec of Object.values(CALLS)) {
      const answer = await handleCall(spec.prefix, spec.name, {}, session);
      // An empty payload may be refused as a bad request, never as an unknown call.
      expect(answer.error?.code, `${spec.prefix}/${spec.name}`).not.toBe('banking.unknownCall');
    }
    expect((await handleCall('payment', 'no-such-call', {}, session)).error?.code).toBe('banking.unknownCall');
  });
});
