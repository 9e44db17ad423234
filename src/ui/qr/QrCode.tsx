import { useEffect, useState } from 'react';
import { useT } from '../context';
import { Spinner } from '../icons';
import { QR_WIDTH_PX, qrPath } from './qrPath';
import { safeImageDataUrl } from './safeImageDataUrl';

export interface QrCodeProps {
  /** The text to encode: a payment link, a Pix "copia e cola" code, a UPI URL. */
  text?: string;
  /** A server-drawn QR image, shown when there is no `text` and it is a safe image data URL. */
  qrDataURL?: string;
  /** The image's accessible name; 'QR code to pay' when not given. */
  label?: string;
  /** Width and height in CSS pixels; QR_WIDTH_PX when not given. */
  size?: number;
  className?: string;
}

type Drawing = { text: string; modules: number; path: string } | { text: string; failed: true };

/**
 * Encodes text as a QR code into the symbol's modules only: `qrcode` is imported when the first
 * code is drawn, so it ships as its own chunk and never with the first screen.
 *
 * Why not `toDataURL` or `toString({ type: 'svg' })`: a data URL needs `img-src data:` and a
 * canvas; an SVG string needs `dangerouslySetInnerHTML`. Drawing the modules as a React `<path>`
 * needs neither, so it works under the strictest CSP and nothing is parsed as markup. Same look
 * as the library's options `{ width: 200, margin: 0, color: { light: '#0000' } }`: no margin,
 * light modules left transparent.
 *
 * `text` wins over `qrDataURL` for the same reasons; the server's image is the fallback.
 */
export function QrCode({ text, qrDataURL, label, size = QR_WIDTH_PX, className }: QrCodeProps) {
  const t = useT();
  const name = label ?? t('qr.label');
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const image = text ? null : safeImageDataUrl(qrDataURL);

  useEffect(() => {
    if (!text) return;
    let live = true;
    import('qrcode')
      .then((module) => {
        // In its own chunk, the CommonJS library is reached through `default` alone (esbuild's split output).
        const { create } = (module as unknown as { default?: typeof module }).default ?? module;
        const symbol = create(text, { errorCorrectionLevel: 'M' });
        if (live) setDrawing({ text, modules: symbol.modules.size, path: qrPath(symbol.modules) });
      })
      .catch((error: unknown) => {
        // Too much text for a QR code, or the chunk failed to load (offline): say so instead.
        console.warn('[payment-cashier] QR code not drawn:', error);
        if (live) setDrawing({ text, failed: true });
      });
    return () => {
      live = false;
    };
  }, [text]);

  const classes = (modifier: string) => ['qr', modifier, className ?? ''].filter(Boolean).join(' ');

  if (image) {
    return (
      <div className={classes('qr--image')}>
        <img className="qr__image" src={image} alt={name} width={size} height={size} />
      </div>
    );
  }
  const current = text && drawing?.text === text ? drawing : null;
  if (!text || (current && 'failed' in current)) {
    return (
      <div className={classes('qr--failed')}>
        <p className="qr__message">{t('qr.failed')}</p>
      </div>
    );
  }
  if (!current) {
    return (
      <div className={classes('qr--loading')} style={{ inlineSize: size, blockSize: size }}>
        <Spinner className="loader__spinner" />
        <span className="visually-hidden" role="status">
          {t('qr.loading')}
        </span>
      </div>
    );
  }
  return (
    <div className={classes('')}>
      <svg
        className="qr__svg"
        role="img"
        aria-label={name}
        width={size}
        height={size}
        viewBox={`0 0 ${current.modules} ${current.modules}`}
        shapeRendering="crispEdges"
        focusable="false"
      >
        <path d={current.path} fill="currentColor" />
      </svg>
    </div>
  );
}
