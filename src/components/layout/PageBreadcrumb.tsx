import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RoutePath } from '../../lib/routePaths';
import { Link as RouterLink } from 'react-router';

/** The page's heading and trail (home link, then the page), and the browser tab's title. */
export function PageBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation(['layout', 'pages']);
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mb: 3,
      }}
    >
      {/* Focusable from code only: a page reached from the page search starts there. */}
      <Typography variant="h5" component="h1" tabIndex={-1}>
        {title}
      </Typography>
      <Breadcrumbs aria-label={t('layout:breadcrumb')}>
        <Link component={RouterLink} to={RoutePath.home} underline="hover" color="inherit">
          {t('pages:home.title')}
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
      </Breadcrumbs>
    </Box>
  );
}
