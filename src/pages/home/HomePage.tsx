import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from 'react-intersection-observer';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getConfig } from '../../lib/config';
import { useAppSelector } from '../../slices/hooks';
import { Copyright } from '../../components/layout/Copyright';
import { formatThaiLongDate } from '../../lib/format';
import { selectSessionUser } from '../../slices/authSlice';
import { selectLanguage } from '../../slices/themeSlice';
import Card from '@mui/material/Card';
import { DashboardCounters } from './DashboardCounters';
import { FeatureCards } from './FeatureCards';
import { greetingLine } from './greeting';
import { WorkQueueCards } from '../../work-queues/WorkQueueCards';

/**
 * The charts come in a chunk of their own (MUI X Charts), loaded once their section is about to
 * scroll into view: on a phone they are below the fold, and the first screen does not wait for them.
 */
const TrendCharts = lazy(() => import('./TrendCharts'));
const CHARTS_AHEAD = '200px 0px';

const chartsLoading = <Card aria-busy sx={{ height: 356 }} />;

/** The trends' section: its charts drawn once it is about to scroll into view. */
function TrendsSection({ now }: { now: Date }) {
  const { t } = useTranslation('trends');
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: CHARTS_AHEAD });
  return (
    <Box component="section" ref={ref} aria-labelledby="home-trends">
      <Typography id="home-trends" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('trends:title')}
      </Typography>
      <Suspense fallback={chartsLoading}>{inView ? <TrendCharts now={now} /> : chartsLoading}</Suspense>
    </Box>
  );
}

/**
 * Drawn in React's background pass, after the first screen (`useDeferredValue`'s initial
 * value, decision 0014): on a phone this part of home is below the fold, and the greeting
 * need not wait for it.
 */
function DrawnAfterFirstScreen({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : null;
}

/** The time, refreshed each minute, so the greeting and the date follow the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Home (spec section 2), the page an operations admin keeps open: greeting, date, the work queues,
 * the counters, the feature cards and the testing-mode notice. Queues and counters poll on their own
 * and each subscribes to its own answers: one arriving redraws its section, not the whole page.
 * What lies below the queues is drawn just after the first screen.
 */
export default function HomePage() {
  const { t } = useTranslation(['pages', 'home']);
  const user = useAppSelector(selectSessionUser);
  const language = useAppSelector(selectLanguage);
  const now = useNow();
  const { testingMode, consumerSiteUrl } = getConfig();

  useEffect(() => {
    document.title = `${t('pages:home.title')} · ${t('common.appName')}`;
  }, [t]);

  return (
    <Stack spacing={4}>
      <Box>
        {/* Focusable from code only: a page reached from the page search starts there. */}
        <Typography variant="h4" component="h1" tabIndex={-1}>
          {greetingLine(t, now, user?.firstName)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{formatThaiLongDate(now, language)}</Typography>
        <Typography sx={{ mt: 1.5 }}>{t('home:welcome')}</Typography>
      </Box>

      {testingMode && (
        <Alert severity="warning" data-testid="testing-mode-notice">
          <AlertTitle>{t('home:testingMode.title')}</AlertTitle>
          {t('home:testingMode.message')}{' '}
          {/* The notice's own text colour: the teal link colour falls under 4.5:1 on its amber tint. */}
          <Link
            href={consumerSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            sx={{ fontWeight: 600 }}
          >
            {t('home:testingMode.visitWebsite')}
          </Link>
        </Alert>
      )}

      <WorkQueueCards now={now} />
      <DrawnAfterFirstScreen>
        <DashboardCounters />
        <TrendsSection now={now} />
        <FeatureCards />
        <Box sx={{ pt: 2 }}>
          <Copyright withVersion />
        </Box>
      </DrawnAfterFirstScreen>
    </Stack>
  );
}
