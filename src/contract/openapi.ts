/**
 * The backend contract as OpenAPI 3.1 (demo/sandbox/openapi.json), from the same schemas as the
 * reference page, for an operator's tooling (client generators, mock servers, validators). Each
 * operation also names its socket.io event (`x-socket-event`); the socket's path and pushes are
 * under `x-socket`. test/unit/api/openapi.test.ts keeps the file equal to this.
 */
import type { GenericSchema } from 'valibot';
import { CALLS } from './calls';
import type { CallSpec } from './common';
import { ErrorBodySchema, httpPath, PUSH_EVENTS, socketEventName, SOCKET_PATH } from './common';
import { DepositStatusSchema } from './deposit';
import { isOptional, type SchemaNode } from './schemaNode';
import { WITHDRAWAL_STATUS_PUSH, WithdrawalStatusPushSchema } from './withdrawal';

export type JsonSchema = { [keyword: string]: unknown };

/** The pipe's checks as JSON Schema keywords (lengths apply to strings and arrays alike). */
function checks(node: SchemaNode): JsonSchema {
  const out: JsonSchema = {};
  const isArray = node.type === 'array';
  for (const action of node.pipe?.slice(1) ?? []) {
    const requirement = action.requirement;
    if (action.type === 'min_length') out[isArray ? 'minItems' : 'minLength'] = requirement;
    else if (action.type === 'max_length') out[isArray ? 'maxItems' : 'maxLength'] = requirement;
    else if (action.type === 'length') Object.assign(out, isArray ? { minItems: requirement, maxItems: requirement } : { minLength: requirement, maxLength: requirement });
    else if (action.type === 'min_value') out.minimum = requirement;
    else if (action.type === 'max_value') out.maximum = requirement;
    else if (action.type === 'regex') out.pattern = (requirement as RegExp).source;
  }
  return out;
}

/** One valibot schema as JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export function jsonSchemaOf(schema: GenericSchema | SchemaNode): JsonSchema {
  const node = schema as SchemaNode;
  switch (node.type) {
    case 'optional':
    case 'nullish':
      return jsonSchemaOf(node.wrapped!);
    case 'nullable':
      return { anyOf: [jsonSchemaOf(node.wrapped!), { type: 'null' }] };
    case 'string':
    case 'number':
    case 'boolean':
      return { type: node.type, ...checks(node) };
    case 'picklist':
      return { enum: [...node.options!] };
    case 'literal':
      return { const: node.literal };
    case 'union':
      return { anyOf: node.options!.map((option) => jsonSchemaOf(option as SchemaNode)) };
    case 'array':
      return { type: 'array', items: jsonSchemaOf(node.item!), ...checks(node) };
    case 'record':
      return { type: 'object', propertyNames: jsonSchemaOf(node.key!), additionalProperties: jsonSchemaOf(node.value!) };
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = Object.entries(node.entries ?? {});
      const required = entries.filter(([, field]) => !isOptional(field)).map(([name]) => name);
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([name, field]) => [name, jsonSchemaOf(field)])),
        ...(required.length ? { required } : {}),
        // Only a strict object refuses more fields; the others take them, and the widget reads what is listed.
        ...(node.type === 'strict_object' ? { additionalProperties: false } : {}),
      };
    }
    case 'unknown':
    case 'any':
      return {};
    default:
      throw new Error(`openapi: no JSON Schema for a valibot "${node.type}" schema`);
  }
}

/** The socket's acknowledgement of any call: its status, and the answer or the refusal. */
const ACKNOWLEDGEMENT: JsonSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer' },
    data: { description: "The call's answer: its operation's 200 answer" },
    error: { $ref: '#/components/schemas/ErrorBody' },
  },
  required: ['status'],
};

function operation(key: string, spec: CallSpec) {
  const request = jsonSchemaOf(spec.request);
  const input =
    spec.method === 'GET'
      ? {
          parameters: Object.entries((request.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
            name,
            in: 'query',
            required: ((request.required ?? []) as string[]).includes(name),
            schema,
          })),
        }
      : { requestBody: { required: true, content: { 'application/json': { schema: request } } } };
  return {
    operationId: key,
    'x-socket-event': socketEventName(spec),
    ...(spec.retry ? { 'x-retried': 'on network errors, 3 times, 2 s apart' } : {}),
    ...input,
    responses: {
      '200': { description: 'The answer', content: { 'application/json': { schema: jsonSchemaOf(spec.response) } } },
      '401': { $ref: '#/components/responses/TokenExpired' },
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const [key, spec] of Object.entries(CALLS) as [string, CallSpec][]) {
    paths[httpPath(spec)] = { ...paths[httpPath(spec)], [spec.method.toLowerCase()]: operation(key, spec) };
  }
  const refusal = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'payment-cashier backend',
      version,
      description:
        'Written from src/contract (see demo/sandbox/API.md). Over HTTP a 2xx answer\'s body is the answer, and a refusal is its status with an ErrorBody. Every call is also a socket.io event (x-socket-event) whose acknowledgement is { status, data?, error? } (x-socket.acknowledgement).',
    },
    servers: [{ url: '{apiUrl}', variables: { apiUrl: { default: 'http://127.0.0.1:4173', description: "the element's api-url" } } }],
    security: [{ token: [] }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: "the player's token" } },
      schemas: { ErrorBody: jsonSchemaOf(ErrorBodySchema) },
      responses: {
        TokenExpired: { description: 'The token expired: the widget tells the host (onTokenExpired)', ...refusal },
        Error: { description: 'A refusal, shown to the player by its code', ...refusal },
      },
    },
    'x-socket': {
      path: SOCKET_PATH,
      transports: ['websocket'],
      acknowledgement: ACKNOWLEDGEMENT,
      pushes: {
        [PUSH_EVENTS.depositStatus]: jsonSchemaOf(DepositStatusSchema),
        [WITHDRAWAL_STATUS_PUSH]: jsonSchemaOf(WithdrawalStatusPushSchema),
        [PUSH_EVENTS.loginToken]: { type: 'string', minLength: 1, description: "The player's new token, sent from then on" },
      },
    },
  };
}
