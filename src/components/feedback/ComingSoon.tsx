import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import { PageBreadcrumb } from '../layout/PageBreadcrumb';
import { EmptyState } from './EmptyState';

/** A screen whose table is still to be built: its title and a notice, so the menu already works. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageBreadcrumb title={title} />
      <Card>
        <EmptyState
          icon={<ConstructionRounded fontSize="inherit" />}
          title={t('pages.comingSoon.title')}
          description={t('pages.comingSoon.description')}
        />
      </Card>
    </>
  );
}
