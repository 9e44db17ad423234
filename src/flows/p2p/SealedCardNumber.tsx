import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { P2pCard } from '../../contract/deposit';
import { useT } from '../../ui/context';
import { CopyButton } from '../../ui/copy/CopyButton';
import { groupCardNumber } from '../../ui/requisites/groupCardNumber';
import { openSealedCard } from './sealedCard';

/**
 * A sealed card number, as a requisite row's value: opened in memory and drawn on a
 * canvas, so it is never text in the page (nor in its accessible name); Copy still copies it. If
 * it cannot be opened the row says so and the rest of the invoice stays usable.
 */
export function SealedCardNumber({ sealed }: { sealed: NonNullable<P2pCard['encoded']> }) {
  const t = useT();
  const [number, setNumber] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { key, iv, encrypted, tag } = sealed;

  useEffect(() => {
    let live = true;
    setNumber(null);
    setFailed(false);
    openSealedCard({ key, iv, encrypted, tag }).then(
      (opened) => live && setNumber(opened),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key, iv, encrypted, tag]);

  useLayoutEffect(() => {
    if (number && canvas.current) drawText(canvas.current, groupCardNumber(number));
  }, [number]);

  return (
    <>
      {failed ? (
        <span className="requisites__text" role="alert">
          {t('p2p.decryptError')}
        </span>
      ) : (
        <canvas ref={canvas} className="requisites__drawn" role="img" aria-label={t('p2p.cardImage')} width={1} height={1} />
      )}
      {number ? <CopyButton text={number.replace(/\D/g, '')} label={t('requisites.cardNumber')} /> : null}
    </>
  );
}

/** Draws `text` in the element's own font and colour, sharp on high-density screens. */
function drawText(canvas: HTMLCanvasElement, text: string): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const style = getComputedStyle(canvas);
  const font = `600 ${style.fontSize} ${style.fontFamily}`;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width) + 2;
  const height = Math.ceil(parseFloat(style.fontSize) * 1.5);
  const ratio = window.devicePixelRatio || 1;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.style.inlineSize = `${width}px`;
  canvas.style.blockSize = `${height}px`;
  context.scale(ratio, ratio);
  context.font = font;
  context.fillStyle = style.color;
  // A card number reads left to right in every language (the canvas would follow the page's direction).
  context.direction = 'ltr';
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.fillText(text, 1, height / 2);
}
