/**
 * The backend reference (demo/sandbox/API.md), written from the contract itself so that it cannot
 * drift: every call with its HTTP path and socket event, its request and answer, the pushes, the
 * envelope and the error shape. test/unit/api/reference.test.ts keeps the page equal to this.
 */
import type { GenericSchema } from 'valibot';
import { CALLS } from './calls';
import type { CallSpec } from './common';
import { httpPath, PUSH_EVENTS, socketEventName, SOCKET_PATH } from './common';
import { DepositStatusSchema } from './deposit';
import { DynamicFieldPropsSchema } from './dynamicField';
import { isOptional, type SchemaNode } from './schemaNode';
import { WITHDRAWAL_STATUS_PUSH, WithdrawalStatusPushSchema } from './withdrawal';

/** A schema as a type, in words a backend developer reads: `string`, `'a' | 'b'`, `{ … }[]`. */
function typeOf(schema: SchemaNode, depth: number): string {
  switch (schema.type) {
    case 'optional':
    case 'nullish':
      return typeOf(schema.wrapped!, depth);
    case 'nullable':
      return `${typeOf(schema.wrapped!, depth)} | null`;
    case 'picklist':
      return schema.options!.map((option) => JSON.stringify(option)).join(' | ');
    case 'literal':
      return JSON.stringify(schema.literal);
    case 'union':
      return schema.options!.map((option) => typeOf(option as SchemaNode, depth)).join(' | ');
    case 'array':
      return `${wrap(typeOf(schema.item!, depth))}[]`;
    case 'record':
      return `{ [${typeOf(schema.key!, depth)}]: ${typeOf(schema.value!, depth)} }`;
    case 'object':
    case 'loose_object':
    case 'strict_object':
      return objectOf(schema, depth + 1);
    default:
      return schema.type;
  }
}

const wrap = (type: string) => (type.includes(' | ') ? `(${type})` : type);

function objectOf(schema: SchemaNode, depth: number): string {
  const fields = Object.entries(schema.entries ?? {}).map(([name, field]) => `${name}${isOptional(field) ? '?' : ''}: ${typeOf(field, depth)}`);
  if (!fields.length) return schema.type === 'loose_object' ? '{ … }' : '{}';
  const more = schema.type === 'loose_object' ? ', …' : '';
  return `{ ${fields.join(', ')}${more} }`;
}

/** A schema's fields as a table: one row per field, its type and whether it may be left out. */
function fieldTable(schema: GenericSchema): string {
  const node = schema as unknown as SchemaNode;
  const entries = node.type === 'object' || node.type === 'loose_object' || node.type === 'strict_object' ? Object.entries(node.entries ?? {}) : [];
  if (!entries.length) return `\`${typeOf(node, 0)}\`\n`;
  const rows = entries.map(([name, field]) => `| \`${name}\` | \`${typeOf(field, 1).replace(/\|/g, '\\|')}\` | ${isOptional(field) ? 'no' : 'yes'} |`);
  return ['| field | type | required |', '|---|---|---|', ...rows].join('\n') + '\n';
}

function callSection(key: string, spec: CallSpec): string {
  return [
    `### ${spec.prefix}/${spec.name}`,
    '',
    `\`${spec.method} ${httpPath(spec)}\` · socket \`${socketEventName(spec)}\` · contract \`${key}\`${spec.retry ? ' · retried on network errors (3 times, 2 s apart)' : ''}${spec.invalidAnswerEvent ? ` · an answer that breaks the contract raises \`${spec.invalidAnswerEvent}\`` : ''}`,
    '',
    `Request (${spec.method === 'GET' ? 'query' : 'JSON body'}):`,
    '',
    fieldTable(spec.request),
    'Answer (the HTTP body; the acknowledgement\'s `data`):',
    '',
    fieldTable(spec.response),
  ].join('\n');
}

export function apiReference(): string {
  const calls = Object.entries(CALLS) as [string, CallSpec][];
  return [
    '# The cashier backend: API reference',
    '',
    '<!-- Written from src/contract by test/unit/api/reference.test.ts (UPDATE_REFERENCE=1 rewrites it). Do not edit by hand. -->',
    '',
    'Every call exists twice: over HTTP, and as a socket.io event with an acknowledgement. The',
    'sandbox (`demo/sandbox`) answers every one of them; its handlers are typed by this contract, so',
    'one left out does not compile. The same contract as OpenAPI 3.1 is `openapi.json`, beside this page.',
    '',
    '## Transport',
    '',
    '- **HTTP**: `{api-url}/api/{prefix}/{name}`. GET sends a query; POST a JSON body. Headers:',
    '  `Authorization` (the player\'s token), `Content-Type: application/json`, `Cache-Control: no-cache`,',
    '  `x-extra-params` (platformVersion), `isMobileApp`, `pwa`; on a native platform `isNative` and `platform`.',
    `- **Socket.io**: path \`${SOCKET_PATH}\`, websocket only; query \`Authorization\`, \`xorigin\`, \`Language\`,`,
    '  `pwa`, `isMobileApp`, `cashier_type=widget` (and `isNative`, `platform` on a native platform). A call is',
    '  an emit of `{prefix}:{name}` with the payload and an acknowledgement.',
    '- **Answers over HTTP**: a 2xx answer\'s body is the call\'s answer itself (below, "Answer"). A refusal is',
    '  its HTTP status with the body `{ code?, message?, data? }` (`data`: what the error says beside its code,',
    '  as `banking.kycRequired` gives `verificationUrl`); an empty or unreadable refusal is its status alone.',
    '- **Answers over the socket**: the acknowledgement is `{ status, data?, error? }`: the status, the same',
    '  answer under `data`, the same `{ code?, message?, data? }` under `error`.',
    '- **Status codes**: 2xx is an answer; 401 means the token expired (the widget tells the host);',
    '  other codes are errors, shown by `error.code` (`banking.merchantClientError` shows `error.message`).',
    '  Over the socket, statuses under 100 or over 600 also pass.',
    '',
    '## Pushes (socket)',
    '',
    `- \`${PUSH_EVENTS.depositStatus}\`: a deposit's status`,
    '',
    fieldTable(DepositStatusSchema),
    `- \`${WITHDRAWAL_STATUS_PUSH}\`: a withdrawal's status`,
    '',
    fieldTable(WithdrawalStatusPushSchema),
    `- \`${PUSH_EVENTS.loginToken}\`: the player's new token, a string. The widget sends it from then on (the socket's next`,
    '  connection, the close beacon); the old one may expire. Anything but a non-empty string is ignored.',
    '',
    'Status codes: 0 waiting, 1 processed, 2 mistaked; any other code reads as accepted.',
    '',
    '## A server field\'s further keys',
    '',
    'A method\'s `fields` (and a create\'s `fields` and `inputFields`) may carry these beside their own (spec §3 "Dynamic field"):',
    '`alias` is the name the value is sent under, `value` the starting value, `isDisabled` shows it read-only and sends it as it is,',
    '`isAdvanced` puts the field behind "More options". Keys of the wrong type are ignored.',
    '',
    fieldTable(DynamicFieldPropsSchema),
    '## Calls',
    '',
    ...calls.map(([key, spec]) => callSection(key, spec)),
  ].join('\n');
}
