import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The cards, one to four a row as the screen widens. */
  cards: ReactNode;
  /** What follows the cards: an error with Try again, a dialog. */
  children?: ReactNode;
}

/** A section of home: its heading, then its cards in a grid. */
export function HomeSection({ id, title, cards, children }: HomeSectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {cards}
      </Box>
      {children}
    </Box>
  );
}
