import type { CSSProperties } from 'react';

/**
 * A figure (a count, an amount) set at a heading's size, or smaller when it would not fit the
 * width of the box it sits in: the box is a size container (`figureBox`), and 100cqi is its width;
 * a character is about 0.62em wide. Millions then fit their card on a phone and on a desktop
 * alike, on one line, instead of being cut off or broken inside a number.
 */
export const figureBox = { containerType: 'inline-size' } as const;

export const fittedFontSize = (heading: CSSProperties['fontSize'], figure: string | null) =>
  figure === null ? heading : `min(${String(heading)}, calc(100cqi / ${(figure.length * 0.62).toFixed(2)}))`;
