import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { PAGE_SIZES } from './listState';
import { EntriesShown, PageButtons, paginationRow } from './Pagination';
import { SelectField } from './SelectField';
import { useTableContext } from './tableContext';

/** The footer slot: "Showing 1 to 10 of 62 entries", the page size chooser and the page buttons. */
export function TableFooter() {
  const { t } = useTranslation('table');
  const { list, page, pageCount, total } = useTableContext();
  return (
    <Box
      sx={{
        ...paginationRow,
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <EntriesShown page={page} pageSize={list.state.pageSize} total={total} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SelectField
          label={t('table:rowsPerPage')}
          value={String(list.state.pageSize)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => list.setPageSize(Number(value))}
          minWidth={120}
        />
        <PageButtons page={page} pageCount={pageCount} onPage={list.setPage} />
      </Box>
    </Box>
  );
}
