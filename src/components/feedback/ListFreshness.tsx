import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { formatTime } from '../../lib/format';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';

/** A list's freshness: when it was last loaded, and how to load it again. */
export interface ListRefresh {
  /** When the answer shown arrived (RTK Query's `fulfilledTimeStamp`). */
  updatedAt: number | undefined;
  /** A load runs now. */
  refreshing: boolean;
  onRefresh: () => void;
}

/** "Updated 14:32:05" and Refresh, on every list page: new payments show without reloading the browser. */
export function ListFreshness({ updatedAt, refreshing, onRefresh }: ListRefresh) {
  const { t } = useTranslation('table');
  const language = useAppSelector(selectLanguage);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary' }}
        data-testid="list-updated"
        aria-live="polite"
      >
        {updatedAt ? t('table:updatedAt', { time: formatTime(updatedAt, language) }) : null}
      </Typography>
      <Button
        size="small"
        startIcon={<RefreshRounded aria-hidden />}
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing}
      >
        {t('table:refresh')}
      </Button>
    </Box>
  );
}

/** What an RTK Query hook's result gives for it. */
interface LoadedList {
  fulfilledTimeStamp?: number;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The freshness of a page's lists: the oldest of their answers, and Refresh reloading them all. */
export function listRefreshOf(...lists: LoadedList[]): ListRefresh {
  const times = lists.map((list) => list.fulfilledTimeStamp);
  return {
    updatedAt: times.every((time) => time !== undefined) ? Math.min(...(times as number[])) : undefined,
    refreshing: lists.some((list) => list.isFetching),
    onRefresh: () => lists.forEach((list) => void list.refetch()),
  };
}
