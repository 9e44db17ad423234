// README's tables and the package's declared types, checked against the element's one declaration
// of its public facts (src/element/props.ts, src/host/events.ts, src/element/reference.ts).
import { attributeOf, OBJECT_PROPS, SCALAR_PROPS } from '../../../src/element/props';
import { ATTRIBUTE_REFERENCE, HOST_EVENT_REFERENCE, PART_REFERENCE, type PropName } from '../../../src/element/reference';
import { HOST_EVENTS, type HostEventName } from '../../../src/host/events';

/** A Markdown table cell: a `|` inside it is written `\|`. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** README's rows, as the declaration writes them. */
export const expectedReadme = {
  attributes: (Object.keys(ATTRIBUTE_REFERENCE) as PropName[]).map(
    (prop) => `| \`${attributeOf(prop)}\` | \`${prop}\` | ${ATTRIBUTE_REFERENCE[prop].default} | ${ATTRIBUTE_REFERENCE[prop].meaning} |`,
  ),
  events: (Object.keys(HOST_EVENT_REFERENCE) as HostEventName[]).map(
    (name) => `| \`${name}\` | \`${HOST_EVENTS[name].dom}\` | \`${cell(HOST_EVENT_REFERENCE[name].payload)}\` | ${HOST_EVENT_REFERENCE[name].sentWhen} |`,
  ),
  parts: Object.entries(PART_REFERENCE).map(([part, what]) => `- \`::part(${part})\`: ${what}`),
};

/** README's rows of each kind, as README writes them. */
export function readmeRows(readme: string) {
  const lines = readme.split('\n');
  return {
    attributes: lines.filter((line) => /^\| `[a-z-]+` \| `[A-Za-z]+` \|/.test(line)),
    events: lines.filter((line) => /^\| `\w+` \| `cashier-[a-z0-9-]+` \|/.test(line)),
    parts: lines.filter((line) => line.startsWith('- `::part(')),
  };
}

/** The package's types, as types/payment-cashier.d.ts declares them: its props, its events' payloads, its DOM event map. */
export function declaredTypes(dts: string) {
  const block = (name: string) => {
    const start = dts.indexOf(`export interface ${name} {`);
    return start < 0 ? '' : dts.slice(start, dts.indexOf('\n}', start));
  };
  return {
    props: [...block('PaymentCashierProps').matchAll(/^ {2}(\w+)\?:/gm)].map((m) => m[1]!),
    payloads: Object.fromEntries([...block('CashierHostEvents').matchAll(/^ {2}(\w+): (.+);$/gm)].map((m) => [m[1]!, m[2]!])),
    domEvents: Object.fromEntries([...block('CashierEventMap').matchAll(/^ {2}'(cashier-[a-z0-9-]+)': CustomEvent<CashierHostEvents\['(\w+)'\]>;$/gm)].map((m) => [m[2]!, m[1]!])),
  };
}

/** What the package's types must say, from the declaration. */
export const expectedTypes = {
  props: [...Object.keys(SCALAR_PROPS), ...OBJECT_PROPS, 'sender'],
  payloads: Object.fromEntries((Object.keys(HOST_EVENT_REFERENCE) as HostEventName[]).map((name) => [name, HOST_EVENT_REFERENCE[name].payload])),
  domEvents: Object.fromEntries((Object.keys(HOST_EVENTS) as HostEventName[]).map((name) => [name, HOST_EVENTS[name].dom])),
};
