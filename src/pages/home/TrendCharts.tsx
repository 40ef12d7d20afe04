import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ErrorState } from '../../components/feedback/ErrorState';
import {
  dayKeyOf,
  formatBaht,
  formatCompactNumber,
  formatDate,
  formatMonth,
  formatNumber,
  formatShortDay,
  formatShortMonth,
} from '../../lib/format';
import { fullNameOf } from '../../lib/names';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';
import { liveAnswer, LIVE_QUERY_OPTIONS } from '../../services/api';
import { useGetDashboardInfoQuery } from '../../services/propertiesApi';
import { bookingsOutsideLists } from './trends';
import { useBookingTrends } from './useBookingTrends';

const CHART_HEIGHT = 260;
/** The x axis's height: room for a label in the Thai font, whose line is taller than the charts' default allows. */
const X_AXIS_HEIGHT = 32;

interface TrendCardProps {
  title: string;
  /** What the chart shows, in a sentence: the text alternative read first. */
  summary: string;
  /** What the chart cannot show, after the summary. */
  note?: string;
  /** The figures as a table, behind a disclosure: the full text alternative. */
  table: { head: [string, string]; rows: [string, string][] };
  /** Drawn only when there is something to draw; the empty or missing-data state otherwise. */
  chart: ReactNode;
  state?: { kind: 'empty' | 'noDates'; title: string } | null;
}

/** A chart in a card: its title, a summary sentence, the chart (hidden from screen readers), the figures as a table. */
function TrendCard({ title, summary, note, table, chart, state }: TrendCardProps) {
  const { t } = useTranslation('trends');
  const titleId = useId();
  return (
    <Card component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {state ? (
          <EmptyState
            title={state.title}
            description={state.kind === 'noDates' ? t('trends:noDatesHint') : undefined}
          />
        ) : (
          <>
            <Typography variant="body2" component="figcaption" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {summary}
              {note && ` ${note}`}
            </Typography>
            {/* The summary and the table say what the drawing shows: the drawing is hidden from
                assistive technology and out of the tab order (its keyboard navigation off). */}
            {/* A floor under the chart's width: while the page narrows (the sidebar's margin easing out) its
                axes would leave the plot a negative width; the card clips the rest for that moment. */}
            <Box aria-hidden sx={{ height: CHART_HEIGHT, minWidth: 280, mx: -1 }}>
              {chart}
            </Box>
            <Box
              component="details"
              sx={{ mt: 1, '& > summary': { cursor: 'pointer', typography: 'body2' } }}
            >
              <summary>{t('trends:showFigures')}</summary>
              <Box sx={{ maxHeight: 280, overflow: 'auto', mt: 1 }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{table.head[0]}</TableCell>
                      <TableCell align="right">{table.head[1]}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {table.rows.map(([label, value]) => (
                      <TableRow key={label}>
                        <TableCell>{label}</TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {value}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Home's trends (MUI X Charts, a chunk of its own that loads after the queues): bookings per day
 * over 30 days, booking value per month over 12, and the ten partners owed the most. Each has a
 * summary and a table for assistive technology, and an empty state.
 */
export default function TrendCharts({ now }: { now: Date }) {
  const { t } = useTranslation('trends');
  const language = useAppSelector(selectLanguage);
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const { trends, failed, retry } = useBookingTrends(dayKeyOf(now) ?? '');

  // The counter above counts every booking: those no list returns are said, not silently missing.
  const dashboard = useGetDashboardInfoQuery(undefined, {
    ...LIVE_QUERY_OPTIONS,
    selectFromResult: liveAnswer,
  });

  const outside = bookingsOutsideLists(dashboard.data?.totalBooking, trends?.listed ?? 0);
  if (failed) return <ErrorState message={t('trends:loadFailed')} onRetry={retry} />;
  if (!trends) return <Card aria-busy sx={{ height: CHART_HEIGHT + 96 }} />;
  const { perDay, perMonth } = trends;
  const owed = trends.partnersOwedMost.map((partner) => ({
    ...partner,
    name: fullNameOf(partner.ownerFirstName, partner.ownerLastName),
  }));

  // A trend with no dates at all cannot be drawn; one with nothing in its range is empty.
  const stateOf = (
    trend: { noDates: boolean; inRange: number },
    emptyTitle: string,
  ): TrendCardProps['state'] =>
    trend.noDates
      ? { kind: 'noDates', title: t('trends:noDates') }
      : trend.inRange === 0
        ? { kind: 'empty', title: emptyTitle }
        : null;
  const number = (value: number) => formatNumber(value, language);
  const baht = (value: number) => formatBaht(value, language);
  const busiest = perDay.points.reduce(
    (top, point) => (point.count > top.count ? point : top),
    perDay.points[0],
  );
  const monthTotal = perMonth.points.reduce((sum, point) => sum + point.value, 0);
  const owedTotal = owed.reduce((sum, partner) => sum + partner.owed, 0);
  const outsideNote =
    outside > 0 ? t('trends:outsideLists', { count: outside, total: number(outside) }) : undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <TrendCard
        title={t('trends:perDay.title')}
        summary={t('trends:perDay.summary', {
          count: perDay.inRange,
          total: number(perDay.inRange),
          busiest: formatShortDay(busiest.day, language),
          busiestCount: number(busiest.count),
        })}
        note={outsideNote}
        state={stateOf(perDay, t('trends:perDay.empty'))}
        table={{
          head: [t('trends:day'), t('trends:bookings')],
          rows: perDay.points.map((point) => [formatDate(point.day, language), number(point.count)]),
        }}
        chart={
          <BarChart
            height={CHART_HEIGHT}
            hideLegend
            disableKeyboardNavigation
            xAxis={[
              {
                scaleType: 'band',
                height: X_AXIS_HEIGHT,
                data: perDay.points.map((point) => point.day),
                valueFormatter: (day: string) => formatShortDay(day, language),
                tickLabelInterval: (_day: string, index: number) => index % 5 === 4,
              },
            ]}
            yAxis={[{ tickMinStep: 1, width: 36 }]}
            series={[{ data: perDay.points.map((point) => point.count), label: t('trends:bookings'), color }]}
          />
        }
      />
      <TrendCard
        title={t('trends:perMonth.title')}
        summary={t('trends:perMonth.summary', { total: baht(monthTotal) })}
        note={outsideNote}
        state={stateOf(perMonth, t('trends:perMonth.empty'))}
        table={{
          head: [t('trends:month'), t('trends:value')],
          rows: perMonth.points.map((point) => [formatMonth(point.month, language), baht(point.value)]),
        }}
        chart={
          <LineChart
            height={CHART_HEIGHT}
            hideLegend
            disableKeyboardNavigation
            xAxis={[
              {
                scaleType: 'point',
                height: X_AXIS_HEIGHT,
                data: perMonth.points.map((point) => point.month),
                valueFormatter: (month: string) => formatShortMonth(month, language),
              },
            ]}
            yAxis={[
              {
                width: 56,
                valueFormatter: (value: number) => formatCompactNumber(value, language),
              },
            ]}
            series={[
              {
                data: perMonth.points.map((point) => point.value),
                label: t('trends:value'),
                color,
                area: true,
                curve: 'linear',
                valueFormatter: (value: number | null) => baht(value ?? 0),
              },
            ]}
          />
        }
      />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <TrendCard
          title={t('trends:owed.title')}
          summary={t('trends:owed.summary', { count: owed.length, total: baht(owedTotal) })}
          state={owed.length === 0 ? { kind: 'empty', title: t('trends:owed.empty') } : null}
          table={{
            head: [t('trends:partner'), t('trends:owedAmount')],
            rows: owed.map((partner) => [partner.name, baht(partner.owed)]),
          }}
          chart={
            <BarChart
              height={CHART_HEIGHT}
              hideLegend
              disableKeyboardNavigation
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: owed.map((partner) => partner.name), width: 150 }]}
              xAxis={[
                {
                  height: X_AXIS_HEIGHT,
                  tickNumber: 6,
                  valueFormatter: (value: number) => formatCompactNumber(value, language),
                },
              ]}
              series={[
                {
                  data: owed.map((partner) => partner.owed),
                  label: t('trends:owedAmount'),
                  color,
                  valueFormatter: (value: number | null) => baht(value ?? 0),
                },
              ]}
            />
          }
        />
      </Box>
    </Box>
  );
}
