import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** A number still loading, in a counter or a summary card. */
export function CounterSkeleton() {
  // The text's own size: the line keeps its height when the number replaces the skeleton.
  return <Skeleton variant="text" width={72} />;
}

/** A line of text still loading: it keeps the line's height, so nothing below moves when the text comes. */
export function TextLineSkeleton() {
  return <Skeleton variant="text" width="60%" />;
}

/** Cards still loading, in the responsive grid the booking and property screens use (1 to 4 columns). */
export function CardGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <CardContent>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
