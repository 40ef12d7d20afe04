import Box from '@mui/material/Box';

/** "404" over a pool's ripples, drawn inline. */
export function NotFoundIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 160"
      aria-hidden
      sx={{ width: '100%', maxWidth: 420, color: 'primary.main' }}
    >
      <text
        x="160"
        y="100"
        textAnchor="middle"
        fontSize="110"
        fontWeight="600"
        fill="currentColor"
        opacity="0.9"
        fontFamily="inherit"
      >
        {404}
      </text>
      <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.45">
        <path d="M20 128c15 0 15-8 30-8s15 8 30 8 15-8 30-8 15 8 30 8 15-8 30-8 15 8 30 8 15-8 30-8 15 8 30 8 15-8 30-8" />
        <path d="M50 148c15 0 15-8 30-8s15 8 30 8 15-8 30-8 15 8 30 8 15-8 30-8 15 8 30 8 15-8 30-8" />
      </g>
    </Box>
  );
}
