import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TimelineSkeleton } from './TimelineSkeleton';

/**
 * The entries and how they read come in a chunk of their own, with the first dialog that shows
 * them: the screens' first loads stay within their budget (docs/performance.md).
 */
const TimelineEntries = lazy(() => import('./TimelineEntries'));

export interface AuditTimelineProps {
  /** The record: its own entries, and those naming it among their related records (a slip's payments). */
  targetId: string | null | undefined;
}

/**
 * A record's change history in its dialog: its latest entries, and a link to all of them. Its texts
 * load with its entries' code, inside its own Suspense boundary: the first dialog that shows a
 * history stays as it is meanwhile, the history a skeleton.
 */
export function AuditTimeline({ targetId }: AuditTimelineProps) {
  if (typeof targetId !== 'string' || targetId.trim() === '') return null;
  return (
    <Suspense fallback={<TimelineSkeleton />}>
      <TimelineSection targetId={targetId} />
    </Suspense>
  );
}

function TimelineSection({ targetId }: { targetId: string }) {
  const { t } = useTranslation('audit');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="audit-timeline">
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('audit:timeline.title')}
      </Typography>
      <Suspense fallback={<TimelineSkeleton />}>
        <TimelineEntries targetId={targetId} labelledBy={headingId} />
      </Suspense>
    </Box>
  );
}
