import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, formatText } from '../lib/format';
import type { AuditEntry } from '../../contract';
import { useGetAuditLogQuery } from '../services/auditApi';
import { useAppSelector } from '../slices/hooks';
import { selectLanguage } from '../slices/themeSlice';
import { actionLabel, changesOf, changeText } from './auditEntries';
import { auditLogLink } from './auditLinks';
import { TimelineSkeleton } from './TimelineSkeleton';

/** A dialog shows a record's latest entries; the audit page, all of them. */
const TIMELINE_ENTRIES = 5;

export interface TimelineEntriesProps {
  /** The record: its own entries, and those naming it among their related records (a slip's payments). */
  targetId: string;
  /** The id of the timeline's heading, which names the list. */
  labelledBy: string;
}

function TimelineEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['audit', 'roles']);
  const language = useAppSelector(selectLanguage);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pl: 2.5,
        pb: 2,
        '&:last-of-type': { pb: 0 },
        // The timeline's dot, on the line the list draws.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -6,
          top: 6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {actionLabel(t, entry.action)}
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('audit:timeline.byAt', {
          actor: formatText(entry.actorName),
          time: formatDateTime(entry.at, language),
        })}
      </Typography>
      {changesOf(t, language, entry).map((change) => (
        <Typography key={change.field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {changeText(t, change)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * A record's latest entries, newest first, and a link to all of them on the audit page. The API
 * may keep no trail (404: the call is proposed, not in spec section 7): it says so; a failed load
 * says so with Try again. Either way the rest of the dialog works as before.
 */
export default function TimelineEntries({ targetId, labelledBy }: TimelineEntriesProps) {
  const { t } = useTranslation(['audit', 'roles']);
  const { data, isError, isFetching, refetch } = useGetAuditLogQuery({ targetId, size: TIMELINE_ENTRIES });
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} loading={isFetching}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        {t('audit:timeline.failed')}
      </Alert>
    );
  if (!data) return <TimelineSkeleton />;
  if (!data.available) return <Alert severity="info">{t('audit:unavailable')}</Alert>;
  if (data.entries.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('audit:timeline.empty')}
      </Typography>
    );
  return (
    <>
      <Box
        component="ol"
        aria-labelledby={labelledBy}
        sx={{ listStyle: 'none', m: 0, mb: 1.5, ml: 0.75, p: 0, borderLeft: 2, borderColor: 'divider' }}
      >
        {data.entries.map((entry, index) => (
          <TimelineEntry key={entry.auditId ?? index} entry={entry} />
        ))}
      </Box>
      <Link component={RouterLink} to={auditLogLink(targetId)} variant="body2">
        {t('audit:timeline.seeAll', { count: data.total })}
      </Link>
    </>
  );
}
