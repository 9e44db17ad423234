// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The published package is the built widget only (run after the build, as `npm test` does).

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  engines?: { node?: string };
};
const packed = () => {
  const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as [{ files: { path: string }[] }];
  return report.files.map((file) => file.path);
};

describe('the npm package', () => {
  it('ships only the built widget (scripts, chunks, catalogs, the payment window page) and its types: no sources, tests, demo or maps', () => {
    const files = packed();
    const outside = files.filter((path) => !path.startsWith('dist/cashier/static/') && !['package.json', 'README.md', 'types/payment-cashier.d.ts', 'types/react.d.ts', 'types/react.js'].includes(path));
    expect(outside).toEqual([]);
    expect(files.filter((path) => path.endsWith('.map'))).toEqual([]);
    for (const path of ['payment-cashier.js', 'payment-cashier.iife.js', 'payment-window.html']) {
      expect(files).toContain(`dist/cashier/static/${path}`);
    }
    // The window page's style and script, hashed: its HTML names them.
    for (const kind of ['js', 'css']) expect(files.filter((path) => new RegExp(`^dist/cashier/static/chunks/payment-window-\\w+\\.${kind}$`).test(path))).toHaveLength(1);
    expect(files.filter((path) => path.startsWith('dist/cashier/static/locales/'))).toHaveLength(36);
    expect(files.some((path) => path.startsWith('dist/cashier/static/chunks/'))).toBe(true);
    expect(files).toContain('types/payment-cashier.d.ts');
  });

  it('is publishable under the name the README imports, and asks a consumer to install nothing', () => {
    expect(manifest.private).toBeUndefined();
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`import '${manifest.name}'`);
    // React, valibot and the rest are bundled into the build: a consumer installs none of them.
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.engines?.node).toMatch(/^>=\d+/);
  });

  it('exports files that exist', () => {
    const targets = Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
    for (const target of targets.filter((path) => !path.includes('*'))) expect(existsSync(join(root, target)), target).toBe(true);
  });
});
