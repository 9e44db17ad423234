// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PART_REFERENCE } from '../../../src/element/reference';
import { declaredTypes, expectedReadme, expectedTypes, readmeRows } from './referenceCheck';

// DESIGN §3 "One source for each public fact": the element's attributes and properties
// (props.ts), its host events (host/events.ts) and what the reference says of each
// (reference.ts) are declared once; README and the package's types say the same.

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const dts = read('types/payment-cashier.d.ts');

/** The parts the shadow DOM names (`part="…"` in the sources). */
function partsInSources(): string[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  return [...new Set(files.flatMap((file) => [...read(join('src', file)).matchAll(/\bpart="([a-z-]+)"/g)].map((match) => match[1]!)))].sort();
}

describe("the element's public reference", () => {
  it("is README's attribute table, row for row", () => {
    expect(readmeRows(readme).attributes).toEqual(expectedReadme.attributes);
  });

  it("is README's host event table, row for row", () => {
    expect(readmeRows(readme).events).toEqual(expectedReadme.events);
  });

  it("is README's list of parts, and names every part the shadow DOM has", () => {
    expect(readmeRows(readme).parts).toEqual(expectedReadme.parts);
    expect(Object.keys(PART_REFERENCE).sort()).toEqual(partsInSources());
  });

  it("is what the package's types declare: the props, each event's payload and its DOM name", () => {
    const declared = declaredTypes(dts);
    expect(declared.props).toEqual(expectedTypes.props);
    expect(declared.payloads).toEqual(expectedTypes.payloads);
    expect(declared.domEvents).toEqual(expectedTypes.domEvents);
  });

  it('finds a README row or a declared type that says otherwise', () => {
    const changedRow = readme.replace('| `token` | `token` | — |', '| `token` | `token` | `x` |');
    expect(readmeRows(changedRow).attributes).not.toEqual(expectedReadme.attributes);
    const missingEvent = readme.replace(/^\| `onResize` .*\n/m, '');
    expect(readmeRows(missingEvent).events).not.toEqual(expectedReadme.events);
    const otherPayload = declaredTypes(dts.replace('onResize: { height: number };', 'onResize: { height: string };'));
    expect(otherPayload.payloads).not.toEqual(expectedTypes.payloads);
    const otherDom = declaredTypes(dts.replace("'cashier-resize': CustomEvent<CashierHostEvents['onResize']>;", "'cashier-resized': CustomEvent<CashierHostEvents['onResize']>;"));
    expect(otherDom.domEvents).not.toEqual(expectedTypes.domEvents);
    expect(declaredTypes(dts.replace('  emptyHint?: string;\n', '')).props).not.toEqual(expectedTypes.props);
  });
});
