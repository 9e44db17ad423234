// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

const dir = new URL('../../../locales/', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string>;
const english = read('en.json');
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const catalog = read(file);
    it(`${file} has exactly the English keys, each valid ICU with the same placeholders`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(catalog)) {
        expect(() => compileMessage(message), key).not.toThrow();
        expect(message.trim(), key).not.toBe('');
        expect(new Set(placeholders(message)), key).toEqual(new Set(placeholders(english[key]!)));
      }
    });
  }
});
