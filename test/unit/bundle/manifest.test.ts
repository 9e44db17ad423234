// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest } from '../../../src/element/manifest';
import { OBJECT_PROPS, SCALAR_PROPS } from '../../../src/element/props';
import { HOST_EVENTS } from '../../../src/host/events';

// Custom-elements.json describes the element as it is (run after the build, as `npm test` does).

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const built = JSON.parse(read('dist/cashier/static/custom-elements.json'));
const element = built.modules[0].declarations[0];

describe('custom-elements.json', () => {
  it('is the one the sources make now: the build wrote it from the element, its reference and the styles', () => {
    const { version } = JSON.parse(read('package.json')) as { version: string };
    const css = ['cashier.css', 'pages.css', 'snackbar.css'].map((file) => read(`src/styles/${file}`)).join('\n');
    const parts = element.cssParts.map((part: { name: string }) => part.name);
    expect(built).toEqual(customElementsManifest(version, { css, parts }));
  });

  it('names every attribute and property of the element, each described', () => {
    const names = [...Object.keys(SCALAR_PROPS), ...OBJECT_PROPS];
    expect(element.attributes.map((a: { fieldName: string }) => a.fieldName)).toEqual(names);
    for (const attribute of element.attributes) expect(attribute.description, attribute.name).not.toBe('');
    expect(element.attributes.find((a: { name: string }) => a.name === 'initial-path')).toMatchObject({ default: '/deposit' });
    expect(element.members.map((m: { name: string }) => m.name)).toEqual([...names, 'sender']);
  });

  it('names every event the element dispatches, every custom property and every part, each part described', () => {
    expect(element.events.map((e: { name: string }) => e.name)).toEqual(Object.values(HOST_EVENTS).map((event) => event.dom));
    expect(element.cssProperties.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['--cashier-accent', '--cashier-bg', '--cashier-font', '--cashier-radius']));
    expect(element.cssParts.length).toBeGreaterThanOrEqual(12);
    for (const part of element.cssParts) expect(part.description, part.name).not.toBe('');
  });

  it('says when each event is sent', () => {
    expect(element.events.find((e: { name: string }) => e.name === 'cashier-resize').description).toMatch(/^onResize: the element's height changed/);
  });

  it('is where package.json says, and in the package', () => {
    expect(JSON.parse(read('package.json')).customElements).toBe('./dist/cashier/static/custom-elements.json');
  });
});
