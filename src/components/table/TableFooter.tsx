import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { formatNumber, type FormatLanguage } from '../../lib/format';
import { PAGE_SIZES } from './listState';
import { pageWindow, shownRange } from './pageWindow';
import { SelectField } from './SelectField';
import { useTableContext } from './tableContext';

const square = { minWidth: 36, width: 36, height: 36, p: 0 } as const;

/** Previous, the window of five page buttons with its ellipses, next (spec section 2). */
function PageButtons() {
  const { t } = useTranslation();
  const { list, page, pageCount } = useTableContext();
  return (
    <Box
      component="nav"
      aria-label={t('table.pagination')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <IconButton
        aria-label={t('table.previousPage')}
        disabled={page <= 1}
        onClick={() => list.setPage(page - 1)}
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
            aria-label={t('table.page', { page: item.page })}
            aria-current={item.page === page ? 'page' : undefined}
            onClick={() => list.setPage(item.page)}
            sx={square}
          >
            {item.page}
          </Button>
        ) : (
          <Tooltip
            key={item.position}
            title={t(item.position === 'start' ? 'table.jumpBack' : 'table.jumpForward')}
          >
            <Button
              color="inherit"
              aria-label={t(item.position === 'start' ? 'table.jumpBack' : 'table.jumpForward')}
              data-ellipsis={item.position}
              onClick={() => list.setPage(item.target)}
              sx={square}
            >
              …
            </Button>
          </Tooltip>
        ),
      )}
      <IconButton
        aria-label={t('table.nextPage')}
        disabled={page >= pageCount}
        onClick={() => list.setPage(page + 1)}
        sx={square}
      >
        <ChevronRightRounded />
      </IconButton>
    </Box>
  );
}

/** The footer slot: "Showing 1 to 10 of 62 entries", the page size chooser and the page buttons. */
export function TableFooter() {
  const { t, i18n } = useTranslation();
  const { list, page, total } = useTableContext();
  const range = shownRange(page, list.state.pageSize, total);
  const number = (value: number) => formatNumber(value, i18n.language as FormatLanguage);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" aria-live="polite">
        {t('table.showing', {
          start: number(range.start),
          end: number(range.end),
          total: number(range.total),
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SelectField
          label={t('table.rowsPerPage')}
          value={String(list.state.pageSize)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => list.setPageSize(Number(value))}
          minWidth={120}
        />
        <PageButtons />
      </Box>
    </Box>
  );
}
