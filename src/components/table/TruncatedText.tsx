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
}

/** A cell's text, cut with the whole text in a tooltip (and as the accessible name) when cut. */
export function TruncatedText({ value, maxLength = TRUNCATE_AT }: TruncatedTextProps) {
  const text = formatText(value);
  const shown = truncateText(text, maxLength);
  const cell = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
  if (shown === text) {
    return (
      <Box component="span" sx={cell}>
        {text}
      </Box>
    );
  }
  return (
    <Tooltip title={text} enterDelay={300}>
      <Box component="span" sx={cell} data-truncated="">
        {shown}
      </Box>
    </Tooltip>
  );
}
