// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../../demo/sandbox/server';
import { CALLS } from '../../../src/contract/calls';
import { ErrorBodySchema, SOCKET_PATH } from '../../../src/contract/common';
import { openApiDocument } from '../../../src/contract/openapi';
import { apiReference } from '../../../src/contract/reference';
import { VERSION } from '../../../src/version';

// What the reference (API.md, openapi.json) says an answer looks like, held against what the
// sandbox really sends and the widget really reads, over both transports.

type Schema = { type?: string; properties?: Record<string, unknown>; required?: string[]; $ref?: string };
const document = openApiDocument(VERSION) as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: { 'application/json': { schema: Schema } }; $ref?: string }> }>>;
  'x-socket': { acknowledgement: Schema };
  components: { schemas: { ErrorBody: Schema }; responses: Record<string, { content: { 'application/json': { schema: Schema } } }> };
};
const operation = document.paths['/api/banking/methods-payment-v5']!.post!;
const request = { country: 'MX', currency: { code: 'MXN', type: 'fiat' } };

let server: SandboxHandle;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startSandbox(0, '127.0.0.1', 1000);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

const post = (token: string, body: string) =>
  fetch(`http://127.0.0.1:${server.port}/api/banking/methods-payment-v5`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token }, body });

function emit(token: string, payload: unknown): Promise<{ status: number; data?: unknown; error?: unknown }> {
  const socket = io(`http://127.0.0.1:${server.port}`, { path: SOCKET_PATH, transports: ['websocket'], query: { Authorization: token }, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve) => socket.emit('banking:methods-payment-v5', payload, resolve));
}

describe('an answer, as the reference says and as it runs', () => {
  it('over HTTP is the answer itself as the body of a 2xx: no envelope around it', async () => {
    const response = await post('reference-reader', JSON.stringify(request));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(v.safeParse(CALLS.methodsPayment.response, body).success).toBe(true);
    // The document's 200 schema is the answer's: each key it requires is the body's own.
    const schema = operation.responses['200']!.content!['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['paymentGroups', 'paymentMethods']));
    for (const key of schema.required!) expect(body, key).toHaveProperty(key);
    expect(body).not.toHaveProperty('status');
    expect(apiReference()).toContain("a 2xx answer's body is the call's answer itself");
  });

  it('over HTTP, refused, is its status with { code, message } as the body', async () => {
    for (const [token, body, status, code] of [['expired', JSON.stringify(request), 401, 'auth.tokenExpired'], ['reference-reader', '{not json', 400, 'banking.badRequest']] as const) {
      const response = await post(token, body);
      expect(response.status).toBe(status);
      const refusal = (await response.json()) as Record<string, unknown>;
      expect(refusal.code).toBe(code);
      expect(typeof refusal.message).toBe('string');
      expect(v.safeParse(ErrorBodySchema, refusal).success).toBe(true);
      // The document's refusal is that body: ErrorBody, and nothing the body does not have.
      expect(Object.keys(refusal).every((key) => key in document.components.schemas.ErrorBody.properties!)).toBe(true);
    }
    expect(document.components.responses.TokenExpired!.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it('over the socket is the acknowledgement { status, data } or { status, error }', async () => {
    const answered = await emit('reference-reader', request);
    expect(answered.status).toBe(200);
    expect(v.safeParse(CALLS.methodsPayment.response, answered.data).success).toBe(true);
    const refused = await emit('expired', request);
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'auth.tokenExpired', message: expect.any(String) });
    const acknowledgement = document['x-socket'].acknowledgement;
    expect(acknowledgement.required).toEqual(['status']);
    expect(Object.keys(acknowledgement.properties!)).toEqual(['status', 'data', 'error']);
    expect(apiReference()).toContain('the acknowledgement is `{ status, data?, error? }`');
  });
});
