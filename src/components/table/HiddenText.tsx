import Box from '@mui/material/Box';

/** Off screen, still there for screen readers and the keyboard. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Off screen, still read by screen readers: e.g. why a control is unavailable (its aria-describedby). */
export function HiddenText({ id, children }: { id?: string; children: string }) {
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
