/**
 * The custom elements manifest (custom-elements.json, schema 2.1.0) of `<payment-cashier>`, made at
 * build time from the element's own tables (its attributes and properties, its events), what its
 * reference says of them (reference.ts) and the styles, so that editors and tools see what the
 * element is.
 */
import { HOST_EVENTS, type HostEventName } from '../host/events';
import { attributeOf, OBJECT_PROPS, SCALAR_PROPS } from './props';
import { ATTRIBUTE_REFERENCE, HOST_EVENT_REFERENCE, PART_REFERENCE } from './reference';

export interface ManifestSources {
  /** The styles' text: every `var(--cashier-…)` is a custom property an operator may set. */
  css: string;
  /** The shadow DOM's `part` names, as the sources write them. */
  parts: readonly string[];
}

/** The reference's Markdown as the manifest's plain text. */
const plain = (markdown: string) => markdown.replace(/`/g, '');

export function customElementsManifest(version: string, sources: ManifestSources) {
  const scalar = (Object.keys(SCALAR_PROPS) as (keyof typeof SCALAR_PROPS)[]).map((name) => ({ name, type: SCALAR_PROPS[name] as string, json: false }));
  const objects = OBJECT_PROPS.map((name) => ({ name, type: 'object', json: true }));
  const props = [...scalar, ...objects];
  const attributes = props.map(({ name, type, json }) => ({
    name: attributeOf(name),
    fieldName: name,
    type: { text: json ? 'string (JSON)' : type },
    description: plain(ATTRIBUTE_REFERENCE[name].meaning),
    ...(ATTRIBUTE_REFERENCE[name].default !== '—' ? { default: plain(ATTRIBUTE_REFERENCE[name].default) } : {}),
  }));
  const members = [
    ...props.map(({ name, type }) => ({ kind: 'field', name, type: { text: type === 'object' ? 'object' : `${type} | undefined` }, description: plain(ATTRIBUTE_REFERENCE[name].meaning) })),
    { kind: 'field', name: 'sender', type: { text: '(type: string, payload: unknown) => void' }, description: 'Package hosts: receives every host event as (type, payload), but the secret ones (openExtBrowser, onExternalRedirectEvent).' },
  ];
  const events = (Object.keys(HOST_EVENTS) as HostEventName[]).map((name) => ({
    name: HOST_EVENTS[name].dom,
    type: { text: `CustomEvent<CashierHostEvents['${name}']>` },
    description: `${name}: ${plain(HOST_EVENT_REFERENCE[name].sentWhen)}`,
  }));
  const cssProperties = [...new Set([...sources.css.matchAll(/var\((--cashier-[a-z-]+)/g)].map((match) => match[1]!))].sort().map((name) => ({ name }));
  const cssParts = [...new Set(sources.parts)].sort().map((name) => ({ name, description: plain(PART_REFERENCE[name] ?? '') }));
  const module = 'dist/cashier/static/payment-cashier.js';
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: module,
        declarations: [
          {
            kind: 'class',
            name: 'PaymentCashierElement',
            tagName: 'payment-cashier',
            customElement: true,
            description: `The embeddable deposit and withdrawal cashier, version ${version}.`,
            superclass: { name: 'HTMLElement' },
            attributes,
            members,
            events,
            cssProperties,
            cssParts,
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: 'payment-cashier', declaration: { name: 'PaymentCashierElement', module } },
          { kind: 'js', name: 'VERSION', declaration: { name: 'VERSION', module } },
          { kind: 'js', name: 'TAG_NAME', declaration: { name: 'TAG_NAME', module } },
        ],
      },
    ],
  };
}
