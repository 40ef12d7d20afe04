import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { StatusBadge } from './statusLabels';

/**
 * A status badge, in its status's colour (the theme's map); one the console does not know reads
 * "Unknown status: X"; nothing when there is no badge to show.
 */
export function StatusChip({ badge, testId }: { badge: StatusBadge | null; testId?: string }) {
  const { t } = useTranslation(['status', 'payments']);
  if (!badge) return null;
  return (
    <Chip
      size="small"
      color={badge.color}
      variant={badge.variant}
      label={badge.labelKey ? t(badge.labelKey) : t('status:unknown', { status: badge.status })}
      data-testid={testId}
      data-status={badge.status}
      sx={{ fontWeight: 600 }}
    />
  );
}
