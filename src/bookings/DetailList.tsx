import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface DetailItem {
  /** Stable key, also the item's test id suffix. */
  id: string;
  label: string;
  value: ReactNode;
  /** Figures align right, in tabular digits, so amounts can be compared down the column. */
  numeric?: boolean;
  strong?: boolean;
}

/** Label and value pairs as a description list: two columns, wrapping to one on narrow screens. */
export function DetailList({ items, columns = 1 }: { items: DetailItem[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: 3,
        rowGap: 1,
        gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
    >
      {items.map((item) => (
        <Box
          key={item.id}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            minWidth: 0,
          }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            data-testid={`detail-${item.id}`}
            sx={{
              m: 0,
              textAlign: 'right',
              overflowWrap: 'anywhere',
              fontWeight: item.strong ? 700 : 500,
              fontVariantNumeric: item.numeric ? 'tabular-nums' : undefined,
            }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
