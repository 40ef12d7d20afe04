/** A list's pagination, the table kit's footer's and the card lists': the range shown and the page buttons. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FirstPageRounded from '@mui/icons-material/FirstPageRounded';
import LastPageRounded from '@mui/icons-material/LastPageRounded';
import { formatNumber, type FormatLanguage } from '../../lib/format';
import { pageWindow, shownRange } from './pageWindow';

/** The row under a list: the range shown on one side, the page buttons on the other, wrapped when narrow. */
export const paginationRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1.5,
} as const;

export interface PageButtonsProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** 28 px on a phone: the eleven buttons then fit 390 px inside a card's padding, in one row. */
const side = { xs: 28, sm: 36 };
const square = { minWidth: side, width: side, height: side, p: 0 } as const;

/** First, previous, the window of five page buttons with its ellipses (spec section 2), next, last. */
export function PageButtons({ page, pageCount, onPage }: PageButtonsProps) {
  const { t } = useTranslation('table');
  return (
    <Box
      component="nav"
      aria-label={t('table:pagination')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 0, sm: 0.5 } }}
    >
      <IconButton
        aria-label={t('table:firstPage')}
        disabled={page <= 1}
        onClick={() => onPage(1)}
        sx={square}
      >
        <FirstPageRounded />
      </IconButton>
      <IconButton
        aria-label={t('table:previousPage')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        sx={square}
      >
        <ChevronLeftRounded />
      </IconButton>
      {pageWindow(page, pageCount).map((item) =>
        item.type === 'page' ? (
          <Button
            key={item.page}
            variant={item.page === page ? 'contained' : 'text'}
            color={item.page === page ? 'primary' : 'inherit'}
            aria-label={t('table:page', { page: item.page })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => onPage(item.page)}
            sx={square}
          >
            {item.page}
          </Button>
        ) : (
          <Tooltip
            key={item.position}
            title={t(item.position === 'start' ? 'table:jumpBack' : 'table:jumpForward')}
          >
            <Button
              color="inherit"
              aria-label={t(item.position === 'start' ? 'table:jumpBack' : 'table:jumpForward')}
              data-ellipsis={item.position}
              onClick={() => onPage(item.target)}
              sx={square}
            >
              …
            </Button>
          </Tooltip>
        ),
      )}
      <IconButton
        aria-label={t('table:nextPage')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        sx={square}
      >
        <ChevronRightRounded />
      </IconButton>
      <IconButton
        aria-label={t('table:lastPage')}
        disabled={page >= pageCount}
        onClick={() => onPage(pageCount)}
        sx={square}
      >
        <LastPageRounded />
      </IconButton>
    </Box>
  );
}

/** "Showing 1 to 10 of 62 entries", announced when it changes. */
export function EntriesShown({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const { t, i18n } = useTranslation('table');
  const range = shownRange(page, pageSize, total);
  const number = (value: number) => formatNumber(value, i18n.language as FormatLanguage);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" aria-live="polite">
      {t('table:showing', { start: number(range.start), end: number(range.end), total: number(range.total) })}
    </Typography>
  );
}
