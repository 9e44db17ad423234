/** Spec §9: a QR code is 200 px wide unless a flow says otherwise. */
export const QR_WIDTH_PX = 200;

/**
 * Spec §9: no margin around the modules. The quiet zone a scanner needs comes from the frame's
 * padding in the stylesheet, on a white ground in both themes.
 */
export const QR_MARGIN_MODULES = 0;

/** The modules of a QR symbol, as `qrcode`'s `create()` gives them (1 = dark). */
export interface QrModules {
  size: number;
  get(row: number, col: number): number | boolean;
}

/**
 * One SVG path drawing every dark module, a rectangle per horizontal run, in a
 * `size × size` view box. The light modules are not drawn at all: the background stays
 * transparent (spec §9).
 */
export function qrPath(modules: QrModules, margin: number = QR_MARGIN_MODULES): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + margin} ${row + margin}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}
