import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import BookOnlineRounded from '@mui/icons-material/BookOnlineRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import TodayRounded from '@mui/icons-material/TodayRounded';
import VillaRounded from '@mui/icons-material/VillaRounded';
import { HomeSection } from './HomeSection';
import { useAppSelector } from '../../slices/hooks';
import { ErrorState } from '../../components/feedback/ErrorState';
import { IconTile } from '../../components/display/IconTile';
import { figureBox, fittedFontSize } from '../../components/display/fittedFigure';
import { CounterSkeleton } from '../../components/feedback/Skeletons';
import { formatNumber } from '../../lib/format';
import { useGetDashboardInfoQuery } from '../../services/propertiesApi';
import type { DashboardInfo } from '../../../contract';
import { selectLanguage } from '../../slices/themeSlice';
import { liveAnswer, LIVE_QUERY_OPTIONS } from '../../services/api';

const counters: { field: keyof DashboardInfo; labelKey: string; icon: SvgIconComponent }[] = [
  { field: 'totalBooking', labelKey: 'home:counters.totalBooking', icon: BookOnlineRounded },
  { field: 'todayBooking', labelKey: 'home:counters.todayBooking', icon: TodayRounded },
  { field: 'propertyCount', labelKey: 'home:counters.propertyCount', icon: VillaRounded },
  { field: 'members', labelKey: 'home:counters.members', icon: GroupsRounded },
];

/** The overview counters: all bookings, today's bookings, all pool villas, total members. */
export function DashboardCounters() {
  const { t } = useTranslation('home');
  const language = useAppSelector(selectLanguage);
  const { data, isError, refetch } = useGetDashboardInfoQuery(undefined, {
    ...LIVE_QUERY_OPTIONS,
    selectFromResult: liveAnswer,
  });
  const isLoading = data === undefined && !isError;
  // No figures at all: '-' rather than zeros that would look real, beside the error and Try again.
  const failed = isError && data === undefined;

  return (
    <HomeSection
      id="home-overview"
      title={t('home:counters.title')}
      cards={counters.map(({ field, labelKey, icon: Icon }) => {
        const figure = isLoading ? null : failed ? '-' : formatNumber(data?.[field], language);
        return (
          <Card key={field}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <IconTile icon={Icon} />
              <Box sx={{ minWidth: 0, flex: 1, ...figureBox }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(labelKey)}
                </Typography>
                <Typography
                  variant="h4"
                  component="p"
                  data-testid={`counter-${field}`}
                  aria-busy={isLoading}
                  sx={{
                    whiteSpace: 'nowrap',
                    fontSize: (theme) => fittedFontSize(theme.typography.h4.fontSize, figure),
                  }}
                >
                  {figure ?? <CounterSkeleton />}
                </Typography>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    >
      {isError && <ErrorState onRetry={() => void refetch()} />}
    </HomeSection>
  );
}
