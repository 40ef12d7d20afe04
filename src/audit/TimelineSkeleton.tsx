import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A record's history still loading (its code, then its entries). */
export function TimelineSkeleton() {
  return (
    <Box aria-busy="true">
      <Skeleton variant="text" width="60%" aria-hidden />
      <Skeleton variant="text" width="40%" aria-hidden />
    </Box>
  );
}
