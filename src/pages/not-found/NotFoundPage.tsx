import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RoutePath } from '../../lib/routePaths';
import { BrandLogo } from '../../components/brand/BrandLogo';
import { Copyright } from '../../components/layout/Copyright';
import { GridBackground } from '../../components/layout/GridBackground';
import { NotFoundIllustration } from './NotFoundIllustration';
import { Link as RouterLink } from 'react-router';

/** Every path the console does not know (spec section 2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('notFound.title')} · ${t('common.appName')}`;
  }, [t]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <GridBackground />
      <Box
        component="main"
        sx={{
          position: 'relative',
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          gap: 3,
          p: 3,
        }}
      >
        <BrandLogo />
        <Typography variant="h3" component="h1">
          {t('notFound.title')}
        </Typography>
        <NotFoundIllustration />
        <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('notFound.message')}</Typography>
        <Button component={RouterLink} to={RoutePath.home} variant="contained" size="large">
          {t('notFound.backHome')}
        </Button>
      </Box>
      <Box component="footer" sx={{ position: 'relative', py: 3 }}>
        <Copyright />
      </Box>
    </Box>
  );
}
