import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../slices/hooks';
import { CounterSkeleton } from '../../components/feedback/Skeletons';
import { formatBaht, formatNumber } from '../../lib/format';
import type { EarningsTotals } from '../../payouts/payouts';
import { selectLanguage } from '../../slices/themeSlice';
import { figureBox, fittedFontSize } from '../../components/display/fittedFigure';

/** An amount as a CSV cell: a plain number with two decimals, no currency sign or separators. */

const FIGURES = ['bookingCount', 'gross', 'commission', 'fee', 'net', 'transferred', 'owed'] as const;

/** The totals row: the month's sums over every partner, still owed set apart. */
export function EarningsSummary({
  totals,
  period,
  loading,
}: {
  totals: EarningsTotals;
  period: string;
  loading: boolean;
}) {
  const { t } = useTranslation('earnings');
  const language = useAppSelector(selectLanguage);
  return (
    <Box component="section" aria-labelledby="earnings-totals" sx={{ mb: 2 }}>
      <Typography id="earnings-totals" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('earnings:totals.title', { period })}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(7, minmax(0, 1fr))',
          },
        }}
      >
        {FIGURES.map((field) => {
          const figure = loading
            ? null
            : field === 'bookingCount'
              ? formatNumber(totals[field], language)
              : formatBaht(totals[field], language);
          return (
            <Card
              key={field}
              variant="outlined"
              sx={{
                p: 1.5,
                ...figureBox,
                ...(field === 'owed'
                  ? {
                      borderColor: 'primary.main',
                      bgcolor: 'action.hover',
                      gridColumn: { xs: '1 / -1', md: 'auto' },
                    }
                  : {}),
              }}
            >
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`earnings:columns.${field === 'bookingCount' ? 'bookings' : field}`)}
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                data-testid={`earnings-total-${field}`}
                data-value={totals[field]}
                aria-busy={loading}
                sx={{
                  m: 0,
                  fontVariantNumeric: 'tabular-nums',
                  fontWeight: 700,
                  whiteSpace: 'nowrap',
                  fontSize: (theme) => fittedFontSize(theme.typography.h6.fontSize, figure),
                }}
              >
                {figure ?? <CounterSkeleton />}
              </Typography>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
