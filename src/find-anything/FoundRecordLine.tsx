import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../bookings/StatusChip';
import { bookingBadgeOf } from '../bookings/statusLabels';
import { formatBaht, type FormatLanguage } from '../lib/format';
import type { FoundRecord } from './foundRecords';
import { Highlighted } from './Highlighted';

/**
 * One result: its name and its key facts with the term marked, then a booking's status badge and
 * total, and which kind of record it is.
 */
export function FoundRecordLine({ record, term }: { record: FoundRecord; term: string }) {
  const { t, i18n } = useTranslation(['find', 'roles', 'pages', 'status', 'payments']);
  const title = record.title || (record.titleKey ? t(record.titleKey) : '') || '-';
  return (
    <>
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          <Highlighted text={title} term={term} />
        </Typography>
        {record.facts.length > 0 && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {record.facts.map((fact, index) => (
              // The facts keep their order, and two may read alike: the place is the key.
              <span key={index}>
                {index > 0 && ' · '}
                <Highlighted text={fact} term={term} />
              </span>
            ))}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
        {record.bookingStatus !== undefined && <StatusChip badge={bookingBadgeOf(record.bookingStatus)} />}
        {record.amount !== undefined && (
          <Typography
            variant="body2"
            sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 88, textAlign: 'end' }}
          >
            {formatBaht(record.amount, i18n.language as FormatLanguage)}
          </Typography>
        )}
        {record.markerKey && <Chip size="small" variant="outlined" label={t(record.markerKey)} />}
      </Box>
    </>
  );
}
