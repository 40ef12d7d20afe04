import Box from '@mui/material/Box';

/** A key as the palette's hints draw it ("Ctrl K", "Enter"). */
export function Key({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: 12,
        fontFamily: 'inherit',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
