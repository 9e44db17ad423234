/**
 * The custom elements manifest (custom-elements.json, schema 2.1.0) of `<payment-cashier>`, made at
 * build time from the element's own tables (its attributes and properties, its events) and from
 * what the README and the styles say of them, so that editors and tools see what the element is.
 */
import { HOST_EVENTS, type HostEventName } from '../host/events';
import { OBJECT_PROPS, SCALAR_PROPS } from './props';

export interface ManifestSources {
  /** The README's text: its attribute table gives each attribute's default and meaning. */
  readme: string;
  /** The styles' text: every `var(--cashier-…)` is a custom property an operator may set. */
  css: string;
  /** The shadow DOM's `part` names, as the sources write them. */
  parts: readonly string[];
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The README's rows `| \`attr\` | \`prop\` | default | meaning |`, by property. */
function attributeRows(readme: string): Map<string, { default: string; description: string }> {
  const rows = new Map<string, { default: string; description: string }>();
  for (const match of readme.matchAll(/^\| `([a-z-]+)` \| `([A-Za-z]+)` \| (.+?) \| (.+?) \|$/gm)) {
    rows.set(match[2]!, { default: match[3]!.replace(/`/g, ''), description: match[4]!.replace(/`/g, '') });
  }
  return rows;
}

/** The README's host event rows `| \`name\` | \`cashier-…\` | \`payload type\` | sent when |`, by spec name. */
export function hostEventRows(readme: string): Map<string, { payload: string; when: string }> {
  const rows = new Map<string, { payload: string; when: string }>();
  for (const match of readme.matchAll(/^\| `(\w+)` \| `cashier-[a-z0-9-]+` \| `(.+?)` \| (.+) \|$/gm)) {
    rows.set(match[1]!, { payload: match[2]!.replace(/\\\|/g, '|'), when: match[3]!.replace(/`/g, '') });
  }
  return rows;
}

/** The README's description of a part: its line `- \`::part(name)\`: what it is`. */
function partDescription(readme: string, part: string): string {
  return new RegExp(`^- \`::part\\(${part}\\)\`: (.+)$`, 'm').exec(readme)?.[1]?.replace(/`/g, '') ?? '';
}

export function customElementsManifest(version: string, sources: ManifestSources) {
  const rows = attributeRows(sources.readme);
  const scalar = Object.entries(SCALAR_PROPS).map(([name, type]) => ({ name, type: type as string, json: false }));
  const objects = OBJECT_PROPS.map((name) => ({ name, type: 'object', json: true }));
  const props = [...scalar, ...objects];
  const attributes = props.map(({ name, type, json }) => ({
    name: kebab(name),
    fieldName: name,
    type: { text: json ? 'string (JSON)' : type },
    description: rows.get(name)?.description ?? '',
    ...(rows.get(name) && rows.get(name)!.default !== '—' ? { default: rows.get(name)!.default } : {}),
  }));
  const members = [
    ...props.map(({ name, type }) => ({ kind: 'field', name, type: { text: type === 'object' ? 'object' : `${type} | undefined` }, description: rows.get(name)?.description ?? '' })),
    { kind: 'field', name: 'sender', type: { text: '(type: string, payload: unknown) => void' }, description: 'Package hosts: receives every host event as (type, payload), but the secret ones (openExtBrowser, onExternalRedirectEvent).' },
  ];
  const sentWhen = hostEventRows(sources.readme);
  const events = (Object.keys(HOST_EVENTS) as HostEventName[]).map((name) => ({
    name: HOST_EVENTS[name].dom,
    type: { text: `CustomEvent<CashierHostEvents['${name}']>` },
    description: `${name}: ${sentWhen.get(name)?.when ?? ''}`,
  }));
  const cssProperties = [...new Set([...sources.css.matchAll(/var\((--cashier-[a-z-]+)/g)].map((match) => match[1]!))].sort().map((name) => ({ name }));
  const cssParts = [...new Set(sources.parts)].sort().map((name) => ({ name, description: partDescription(sources.readme, name) }));
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
