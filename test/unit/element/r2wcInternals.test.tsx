import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { R2WC_PROPS, R2WC_RENDER, r2wcElementClass, type R2wcElement } from '../../../src/element/r2wcInternals';

// What the element takes of r2wc beyond its documented options (src/element/r2wcInternals.ts):
// the props object it hands React, and the render each change goes through. Fails when an r2wc
// upgrade keeps them elsewhere or stops going through them.

const seen: Record<string, unknown>[] = [];
const Probe = (props: Record<string, unknown>) => {
  seen.push(props);
  return createElement('span', null, String(props.label ?? ''));
};
customElements.define('r2wc-probe', r2wcElementClass(Probe as never, { label: 'string' }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("r2wc's undocumented internals, as the element uses them", () => {
  it('keeps the props it hands React under r2wc.props, attributes and added fields alike', async () => {
    const element = document.createElement('r2wc-probe') as R2wcElement;
    element.setAttribute('label', 'from an attribute');
    document.body.append(element);
    await settle();
    expect(element[R2WC_PROPS]).toMatchObject({ label: 'from an attribute' });
    element[R2WC_PROPS].added = { an: 'object' };
    element[R2WC_RENDER]();
    await settle();
    expect(seen.at(-1)).toMatchObject({ label: 'from an attribute', added: { an: 'object' } });
    element.remove();
  });

  it('renders every attribute change through r2wc.render, which a subclass can take first', async () => {
    const base = customElements.get('r2wc-probe') as unknown as { prototype: R2wcElement };
    const render = vi.spyOn(base.prototype, R2WC_RENDER);
    const element = document.createElement('r2wc-probe') as R2wcElement;
    document.body.append(element);
    await settle();
    render.mockClear();
    element.setAttribute('label', 'changed');
    await settle();
    expect(render).toHaveBeenCalled();
    expect(seen.at(-1)).toMatchObject({ label: 'changed' });
    render.mockRestore();
    element.remove();
  });
});
