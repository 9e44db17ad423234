// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 17: a consumer's TypeScript sees the element's properties, its typed events and the tag
// from the package's own declarations (types/payment-cashier.d.ts), nothing else installed.

const compile = (project: string) => () => execFileSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8', stdio: 'pipe' });

describe("the package's types, as a consumer uses them", () => {
  it('compile an app that sets the handshake, listens to typed events and queries the tag', () => {
    expect(compile('test/consumer/tsconfig.json')).not.toThrow();
  }, 60_000);

  it('compile a React 19 app that renders <payment-cashier> with its properties and oncashier-* handlers', () => {
    expect(compile('test/consumer-react/tsconfig.json')).not.toThrow();
  }, 60_000);
});
