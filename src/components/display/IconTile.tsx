import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';

export interface IconTileProps {
  icon: SvgIconComponent;
  color?: 'primary' | 'success' | 'warning';
  /** On a phone the cards stack: the tile gives way to keep them short. */
  hiddenOnPhone?: boolean;
}

/** The rounded square that marks a card with its icon (home's counters, property cards and summary). */
export function IconTile({ icon: Icon, color = 'primary', hiddenOnPhone = false }: IconTileProps) {
  return (
    <Box
      sx={{
        display: hiddenOnPhone ? { xs: 'none', sm: 'grid' } : 'grid',
        placeItems: 'center',
        width: 48,
        height: 48,
        borderRadius: 3,
        flexShrink: 0,
        bgcolor: 'action.hover',
        color: `${color}.main`,
      }}
    >
      <Icon aria-hidden />
    </Box>
  );
}
