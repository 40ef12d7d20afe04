import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { formatBaht, formatMonth } from '../../lib/format';
import { sumBaht } from '../../payouts/payouts';
import type { MonthOwed } from '../../payouts/payoutRun';
import { useAppSelector } from '../../slices/hooks';
import { selectLanguage } from '../../slices/themeSlice';

/**
 * The other months in which partners are still owed, in one line with what they come to: what an
 * earlier run left unpaid stays in sight from the month the run opens on. Shown, the months are
 * buttons that open their run; folded by default, as a year of them would push the run off a phone.
 */
export function OwedInOtherMonths({
  months,
  onOpen,
}: {
  months: readonly MonthOwed[];
  onOpen: (month: string) => void;
}) {
  const { t } = useTranslation('payoutRun');
  const language = useAppSelector(selectLanguage);
  const [shown, setShown] = useState(false);
  const listId = useId();
  if (months.length === 0) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      data-testid="payout-other-months"
      action={
        <Button
          color="inherit"
          size="small"
          aria-expanded={shown}
          // The list is there only while shown.
          aria-controls={shown ? listId : undefined}
          onClick={() => setShown((current) => !current)}
        >
          {t(shown ? 'payoutRun:otherMonths.hide' : 'payoutRun:otherMonths.show')}
        </Button>
      }
    >
      <span data-testid="payout-other-months-total">
        {t('payoutRun:otherMonths.title', {
          count: months.length,
          total: formatBaht(sumBaht(...months.map((owed) => owed.total)), language),
        })}
      </span>
      <Collapse in={shown} unmountOnExit>
        <Box id={listId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
          {months.map((owed) => (
            <Button
              key={owed.month}
              size="small"
              variant="outlined"
              color="inherit"
              data-month={owed.month}
              onClick={() => onOpen(owed.month)}
            >
              {t('payoutRun:otherMonths.month', {
                month: formatMonth(owed.month, language),
                count: owed.partners,
                total: formatBaht(owed.total, language),
              })}
            </Button>
          ))}
        </Box>
      </Collapse>
    </Alert>
  );
}
