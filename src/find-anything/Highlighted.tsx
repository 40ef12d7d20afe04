import { Fragment } from 'react';
import Box from '@mui/material/Box';
import { matchRanges } from './matching';

/** The text with each place the term occurs marked, as the palette matched it. */
export function Highlighted({ text, term }: { text: string; term: string }) {
  const ranges = matchRanges(text, term);
  if (ranges.length === 0) return text;
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    parts.push(<Fragment key={`t${from}`}>{text.slice(from, start)}</Fragment>);
    parts.push(
      <Box
        component="mark"
        key={`m${start}`}
        sx={{
          display: 'inline',
          bgcolor: 'transparent',
          color: 'primary.main',
          fontWeight: 700,
          textDecoration: 'underline',
        }}
      >
        {text.slice(start, end)}
      </Box>,
    );
    from = end;
  }
  parts.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>);
  return parts;
}
