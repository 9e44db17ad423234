// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';

// A file removed between the sandbox's look (stat) and its read: the read stream fails. That ends
// the one answer with 404, never the server (an 'error' nobody listened to used to kill it).
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  createReadStream: () => {
    // As fs does when the file cannot be opened: the stream fails before it opens.
    const stream = new Readable({ read() {} });
    process.nextTick(() => stream.destroy(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' })));
    return stream;
  },
}));

describe('a static file that goes away between the look and the read', () => {
  it('is answered 404, and nothing is thrown', async () => {
    const { serveFile } = await import('../../../demo/sandbox/server');
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
    writeFileSync(join(dir, 'page.html'), '<p>here, then gone</p>');
    const answered = new Promise<number>((resolve) => {
      const res = {
        headersSent: false,
        writeHead: vi.fn(function (this: { headersSent: boolean }, status: number) {
          this.headersSent = true;
          resolve(status);
          return this;
        }),
        end: vi.fn(),
        destroy: vi.fn(),
        setHeader: vi.fn(),
      };
      void serveFile(res as never, dir, 'page.html');
    });
    expect(await answered).toBe(404);
  });
});
