import { useLayoutEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { formatText } from '../../lib/format';

/** Spec section 9: table texts are cut at 60 characters unless a column sets its own limit. */
export const TRUNCATE_AT = 60;

const graphemes = (text: string): string[] =>
  typeof Intl.Segmenter === 'function'
    ? Array.from(
        new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
        (part) => part.segment,
      )
    : Array.from(text);

/**
 * The text cut to `maxLength` characters with an ellipsis, or the text itself when it fits.
 * Characters are counted as a reader sees them: a Thai consonant with its vowel and tone marks is
 * one, so a cut never leaves a mark without its letter.
 */
export function truncateText(text: string, maxLength = TRUNCATE_AT): string {
  if (text.length <= maxLength) return text;
  const characters = graphemes(text);
  return characters.length <= maxLength ? text : `${characters.slice(0, maxLength).join('').trimEnd()}…`;
}

export interface TruncatedTextProps {
  /** Anything: missing or blank shows '-'. */
  value: unknown;
  maxLength?: number;
  /**
   * The cell holding the text has the keyboard focus (DataGrid's `hasFocus`): a clipped text then
   * shows its tooltip as on hover. The kit's own text cells pass it; a page's `renderCell` should too.
   */
  focused?: boolean;
}

/** The element's text does not fit its width: the ellipsis of its CSS hides part of it. */
const isClipped = (element: HTMLElement | null) =>
  element !== null && element.scrollWidth > element.clientWidth;

const cell = {
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * A cell's text, cut at `maxLength` characters, with the whole text in a tooltip on hover and on
 * focus whenever any of it is hidden: cut here (then also its accessible name), or clipped by the
 * column's width (measured when the pointer or the focus arrives, as widths change with the window).
 */
export function TruncatedText({ value, maxLength = TRUNCATE_AT, focused = false }: TruncatedTextProps) {
  const text = formatText(value);
  const shown = truncateText(text, maxLength);
  const cut = shown !== text;
  const ref = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [clipped, setClipped] = useState(false);
  // Escape hides the tooltip (WCAG 1.4.13) until the focus moves.
  const [dismissed, setDismissed] = useState(false);
  const [wasFocused, setWasFocused] = useState(focused);
  if (focused !== wasFocused) {
    setWasFocused(focused);
    setDismissed(false);
  }

  // Measured where the keyboard arrives: the column's width decides, and it changes with the window.
  useLayoutEffect(() => {
    if (focused) setClipped(isClipped(ref.current));
  }, [focused, text]);

  return (
    <Tooltip
      title={text}
      enterDelay={300}
      open={!dismissed && (hovered || focused) && (cut || clipped)}
      onOpen={() => {
        const hidden = isClipped(ref.current);
        setClipped(hidden);
        setDismissed(false);
        setHovered(cut || hidden);
      }}
      onClose={(event) => {
        setHovered(false);
        if (event.type === 'keydown') setDismissed(true);
      }}
    >
      <Box
        component="span"
        ref={ref}
        sx={cell}
        data-truncated={cut ? '' : undefined}
        // A cut text is named by its whole text (the tooltip's title); one shown whole needs no name.
        {...(cut ? {} : { 'aria-label': undefined })}
      >
        {shown}
      </Box>
    </Tooltip>
  );
}
