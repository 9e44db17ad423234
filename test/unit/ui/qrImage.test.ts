import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../src/ui/qr/qrPath';
import { MAX_QR_DATA_URL_CHARS, safeImageDataUrl } from '../../../src/ui/qr/safeImageDataUrl';

/** The modules a path draws, read back from its `M x y h n v1 h -n z` runs. */
function drawnModules(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run, back] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h(-\d+)z/g)) {
    expect(Number(back)).toBe(-Number(run));
    for (let col = Number(x); col < Number(x) + Number(run); col++) grid[Number(y)]![col] = true;
  }
  expect(path.replace(/M\d+ \d+h\d+v1h-\d+z/g, '')).toBe('');
  return grid;
}

describe('drawing a QR code', () => {
  it('draws exactly the dark modules, one rectangle per run, and nothing for the light ones', () => {
    const modules = { size: 3, get: (row: number, col: number) => [[1, 1, 0], [0, 0, 0], [1, 0, 1]][row]![col]! };
    expect(qrPath(modules)).toBe('M0 0h2v1h-2zM0 2h1v1h-1zM2 2h1v1h-1z');
    expect(qrPath({ size: 2, get: () => 0 })).toBe('');
  });

  it('draws what qrcode encodes, module for module', () => {
    for (const text of ['https://pay.example/i/42', '00020126580014br.gov.bcb.pix0136123e4567', 'upi://pay?pa=a@b&am=10.00']) {
      const { modules } = create(text, { errorCorrectionLevel: 'M' });
      const grid = drawnModules(qrPath(modules), modules.size);
      for (let row = 0; row < modules.size; row++) {
        for (let col = 0; col < modules.size; col++) expect(grid[row]![col], `${text} ${row},${col}`).toBe(modules.get(row, col) === 1);
      }
    }
  });
});

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('a QR image from the server', () => {
  it('is drawn when it is a base64 PNG, JPEG, GIF, WebP or SVG data URL', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp', 'svg+xml']) {
      expect(safeImageDataUrl(`data:image/${type};base64,${PNG}`)).toBe(`data:image/${type};base64,${PNG}`);
    }
    expect(safeImageDataUrl(`DATA:IMAGE/PNG;BASE64,${PNG}`)).toBe(`data:image/png;base64,${PNG}`);
  });

  it('has line breaks in its base64 removed, as some servers wrap it', () => {
    expect(safeImageDataUrl(`data:image/png;base64,${PNG.slice(0, 40)}\r\n${PNG.slice(40)}`)).toBe(`data:image/png;base64,${PNG}`);
  });

  it('is refused when it could run script or is not an image', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:text/html,<script>alert(1)</script>',
      'data:application/xhtml+xml;base64,PGh0bWw+',
      'data:image/svg+xml,<svg onload="alert(1)"/>',
      'data:image/svg+xml;utf8,<svg/>',
      'data:image/x-icon;base64,AAAA',
      'data:image/png,rawbytes',
      `data:image/png;base64,${PNG}"><script>`,
      'data:image/png;base64,abc',
      'data:image/png;base64,',
      `vbscript:msgbox`,
      'https://tracker.example/qr.png',
      '//tracker.example/qr.png',
      'blob:https://pay.example/1',
      '',
    ]) {
      expect(safeImageDataUrl(url), url).toBeNull();
    }
  });

  it('is refused when it is not a string or absurdly large', () => {
    for (const value of [undefined, null, 42, {}, ['data:image/png;base64,AAAA']]) expect(safeImageDataUrl(value)).toBeNull();
    expect(safeImageDataUrl(`data:image/png;base64,${'A'.repeat(MAX_QR_DATA_URL_CHARS)}`)).toBeNull();
  });
});
