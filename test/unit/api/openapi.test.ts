// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/contract/calls';
import { jsonSchemaOf, openApiDocument } from '../../../src/contract/openapi';
import { VERSION } from '../../../src/version';

// The contract as OpenAPI 3.1, written from the same schemas as the reference page.

const file = join(process.cwd(), 'demo/sandbox/openapi.json');

describe('the OpenAPI document (demo/sandbox/openapi.json)', () => {
  it('is the one the contract writes (UPDATE_REFERENCE=1 rewrites it)', () => {
    const written = `${JSON.stringify(openApiDocument(VERSION), null, 2)}\n`;
    if (process.env.UPDATE_REFERENCE) writeFileSync(file, written);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('has every call once, at its path and method, with its socket event', () => {
    const document = openApiDocument(VERSION) as { paths: Record<string, Record<string, { operationId: string; 'x-socket-event': string }>> };
    for (const [key, spec] of Object.entries(CALLS)) {
      const operation = document.paths[`/api/${spec.prefix}/${spec.name}`]?.[spec.method.toLowerCase()];
      expect(operation?.operationId, key).toBe(key);
      expect(operation?.['x-socket-event']).toBe(`${spec.prefix}:${spec.name}`);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(Object.keys(CALLS).length);
  });

  it('resolves every $ref', () => {
    const document = openApiDocument(VERSION);
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const path = ref.slice('"$ref":"#/'.length, -1).split('/');
      expect(path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document), ref).toBeDefined();
    }
  });
});

describe('a valibot schema as JSON Schema', () => {
  it('keeps required and optional fields, nullability and lists; only a strict object is closed', () => {
    expect(jsonSchemaOf(v.object({ id: v.string(), note: v.optional(v.string()), at: v.nullable(v.number()), tags: v.array(v.string()) }))).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, note: { type: 'string' }, at: { anyOf: [{ type: 'number' }, { type: 'null' }] }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['id', 'at', 'tags'],
    });
    expect(jsonSchemaOf(v.looseObject({})).additionalProperties).toBeUndefined();
    expect(jsonSchemaOf(v.strictObject({})).additionalProperties).toBe(false);
  });

  it("turns a pipe's checks into keywords", () => {
    expect(jsonSchemaOf(v.pipe(v.string(), v.length(2)))).toEqual({ type: 'string', minLength: 2, maxLength: 2 });
    expect(jsonSchemaOf(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)))).toEqual({ type: 'string', pattern: '^[A-Z]{2}$' });
    expect(jsonSchemaOf(v.pipe(v.number(), v.minValue(0), v.finite()))).toEqual({ type: 'number', minimum: 0 });
    expect(jsonSchemaOf(v.pipe(v.array(v.string()), v.minLength(1)))).toEqual({ type: 'array', items: { type: 'string' }, minItems: 1 });
    expect(jsonSchemaOf(v.picklist(['a', 'b']))).toEqual({ enum: ['a', 'b'] });
    expect(jsonSchemaOf(v.record(v.string(), v.number()))).toEqual({ type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'number' } });
  });

  it('refuses a schema kind it cannot write, rather than writing a wrong one', () => {
    expect(() => jsonSchemaOf(v.date())).toThrow(/"date"/);
  });
});
