import type { ElementType } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export type ClampedTextProps = Omit<TypographyProps, 'children' | 'title'> & {
  /** The whole text: shown up to `lines` lines, all of it on hover (and to screen readers). */
  text: string;
  /** Lines at most; two by default, as the booking and property cards show names. */
  lines?: number;
  component?: ElementType;
};

/**
 * A name that may be very long, cut after a few lines with an ellipsis so a card keeps its shape,
 * the whole text in its title. Words too long for a line break anywhere rather than overflow.
 */
export function ClampedText({ text, lines = 2, sx, ...props }: ClampedTextProps) {
  return (
    <Typography
      {...props}
      title={text}
      data-clamp-lines={lines}
      sx={[
        {
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: lines,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {text}
    </Typography>
  );
}
