import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { EmptyState } from '../feedback/EmptyState';
import { useTableContext } from './tableContext';

/**
 * The no-rows overlay: a search or filter that matches nothing says so and offers to clear it;
 * a list with no data at all just says there is none.
 */
export function TableEmpty() {
  const { t } = useTranslation('table');
  const { list, search, filtered } = useTableContext();
  if (!filtered) return <EmptyState title={t('table:noData')} />;
  return (
    <EmptyState
      icon={<SearchOffRounded fontSize="inherit" />}
      title={t('table:noResults')}
      description={t('table:noResultsHint')}
      action={
        <Button
          variant="outlined"
          onClick={() => {
            // The box too: a search typed but not yet in the address would otherwise come back.
            search.commit('');
            list.clear();
          }}
        >
          {t('table:clearFilters')}
        </Button>
      }
    />
  );
}
