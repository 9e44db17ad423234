// @vitest-environment node
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;

describe('the QR library', () => {
  it('is split into a chunk of its own, loaded only when a code is drawn', async () => {
    const result = await build({
      entryPoints: { qr: `${root}src/ui/qr/QrCode.tsx` },
      bundle: true,
      format: 'esm',
      splitting: true,
      write: false,
      outdir: '/tmp/qr-chunk-check',
      external: ['react', 'react/jsx-runtime', 'valtio'],
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.values(result.metafile.outputs);
    const holdsQrcode = (output: (typeof outputs)[number]) => Object.keys(output.inputs).some((input) => input.includes('node_modules/qrcode/'));
    const entry = outputs.find((output) => output.entryPoint?.endsWith('src/ui/qr/QrCode.tsx'))!;
    expect(holdsQrcode(entry)).toBe(false);
    expect(entry.imports.some((imported) => imported.kind === 'dynamic-import')).toBe(true);
    expect(outputs.filter(holdsQrcode)).toHaveLength(1);
  }, 20_000);
});
