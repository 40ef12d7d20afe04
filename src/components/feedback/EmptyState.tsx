import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** E.g. a Clear search button. */
  action?: ReactNode;
}

/** Nothing to show: no data, no search results, or a screen still to come. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box aria-hidden sx={{ fontSize: 56, lineHeight: 1, mb: 1.5, '& svg': { fontSize: 'inherit' } }}>
        {icon ?? <InboxRounded fontSize="inherit" />}
      </Box>
      <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {description && <Typography sx={{ mt: 0.5 }}>{description}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
