import Box from '@mui/material/Box';

/** One grid image: a fine line grid fading out from its corner, drawn inline. */
function GridImage({ id }: { id: string }) {
  return (
    <svg width="100%" height="100%" aria-hidden focusable="false">
      <defs>
        <pattern id={`${id}-cells`} width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="currentColor" strokeWidth="1" />
        </pattern>
        <radialGradient id={`${id}-fade`} cx="100%" cy="0%" r="100%">
          <stop offset="0%" stopColor="#fff" stopOpacity="1" />
          <stop offset="100%" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-mask`}>
          <rect width="100%" height="100%" fill={`url(#${id}-fade)`} />
        </mask>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id}-cells)`} mask={`url(#${id}-mask)`} />
    </svg>
  );
}

/** The decorative background of spec section 2: a grid top-right and the same grid rotated bottom-left. */
export function GridBackground() {
  const corner = {
    position: 'fixed',
    width: { xs: 280, md: 450 },
    height: { xs: 220, md: 300 },
    color: 'divider',
  } as const;
  return (
    <Box
      aria-hidden
      sx={{ position: 'fixed', inset: 0, zIndex: 0, pointerEvents: 'none', overflow: 'hidden' }}
    >
      <Box sx={{ ...corner, top: 0, right: 0 }}>
        <GridImage id="grid-top-right" />
      </Box>
      <Box sx={{ ...corner, bottom: 0, left: 0, transform: 'rotate(180deg)' }}>
        <GridImage id="grid-bottom-left" />
      </Box>
    </Box>
  );
}
