import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so a camera finds its edges on any background. */
export const QUIET_ZONE = 4;

export type QrMode = 'Byte' | 'Alphanumeric';

/**
 * The code's dark modules as one SVG path, a unit square each (`M{column} {row}h1v1h-1z`):
 * drawn from the matrix, so no markup is ever built from the text it carries.
 */
export function qrPath(text: string, mode: QrMode = 'Byte'): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text, mode);
  code.make();
  const size = code.getModuleCount();
  // Joined once: a string grown piece by piece is kept as thousands of pieces.
  const squares: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) if (code.isDark(row, column)) squares.push(`M${column} ${row}h1v1h-1z`);
  }
  return { size, path: squares.join('') };
}

export interface QrCodeProps {
  text: string;
  /** The accessible name: what the code is for. */
  label: string;
  mode?: QrMode;
  className?: string;
}

/** A QR code (error correction M) as an SVG image, dark on white whatever the page's colours. */
export function QrCode({ text, label, mode = 'Byte', className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(text, mode), [text, mode]);
  const side = size + 2 * QUIET_ZONE;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
