// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A consumer's TypeScript sees the element's properties, its typed events and the tag
// from the package's own declarations, nothing else installed: the repo's types/ (test/consumer),
// and the packed package the examples are built from (examples/, put in place by examples/build.mjs).

const compile = (project: string) => () => execFileSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8', stdio: 'pipe' });

describe("the package's types, as a consumer uses them", () => {
  it('compile an app that sets the handshake, listens to typed events and queries the tag', () => {
    expect(compile('test/consumer/tsconfig.json')).not.toThrow();
  }, 60_000);

  it('compile the examples against the packed package: plain JS (checkJs), React 19 JSX with oncashier-* handlers, Vue 3', () => {
    const packed = join(process.cwd(), 'examples/node_modules/payment-cashier/package.json');
    if (!existsSync(packed)) throw new Error('No packed package under examples/: run node examples/build.mjs first (npm test does)');
    expect(compile('examples/tsconfig.json')).not.toThrow();
  }, 60_000);
});
