// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BADGES } from '../../../src/state/methodList';

const root = new URL('../../../', import.meta.url).pathname;
const english = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<string, string>;
const NAMESPACES = Object.keys(english).map((key) => key.split('.')[0]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the English source catalog', () => {
  it('holds every message id the code names', () => {
    const used = new Set<string>();
    // src/api and src/contract name calls and pushes ('deposit.status'), not messages.
    for (const file of sources(join(root, 'src')).filter((f) => !f.includes('/src/api/') && !f.includes('/src/contract/'))) {
      const code = readFileSync(file, 'utf8').replace(/from\s+'[^']*'|import\('[^']*'\)/g, '');
      for (const [, key] of code.matchAll(/['"]([a-zA-Z]+(?:\.[\w-]+)+)['"]/g)) {
        if (NAMESPACES.includes(key!.split('.')[0]!) && !/\.(ts|tsx|js|css|json)$/.test(key!)) used.add(key!);
      }
    }
    for (const badge of BADGES) used.add(`badge.${badge}`);
    const missing = [...used].filter((key) => !(key in english));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(20);
  });
});
