import Box from '@mui/material/Box';

/** Off screen, still read by screen readers: e.g. why a control is unavailable (its aria-describedby). */
export function HiddenText({ id, children }: { id?: string; children: string }) {
  return (
    <Box
      component="span"
      id={id}
      sx={{
        position: 'absolute',
        width: 1,
        height: 1,
        p: 0,
        m: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
