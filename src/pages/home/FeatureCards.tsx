import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PoolRounded from '@mui/icons-material/PoolRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import { RoutePath } from '../../lib/routePaths';
import { PreferencesDialog } from '../../components/preferences/PreferencesDialog';
import { Link as RouterLink } from 'react-router';
import { HomeSection } from './HomeSection';

interface Feature {
  id: string;
  icon: SvgIconComponent;
  /** A page to open, or none for system settings, which opens the preferences dialog. */
  path?: RoutePath;
}

const features: Feature[] = [
  { id: 'userManagement', icon: ManageAccountsRounded, path: RoutePath.userManagement },
  { id: 'partnerManagement', icon: HandshakeRounded, path: RoutePath.partnerManagement },
  { id: 'propertyManagement', icon: PoolRounded, path: RoutePath.propertyManagement },
  { id: 'systemSettings', icon: SettingsRounded },
];

/** What the console does, each card leading to it. */
export function FeatureCards() {
  const { t } = useTranslation('home');
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <HomeSection
      id="home-features"
      title={t('home:features.title')}
      cards={features.map(({ id, icon: Icon, path }) => (
        <Card key={id} sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flexGrow: 1 }}>
            <Icon color="primary" sx={{ fontSize: 36, mb: 1 }} aria-hidden />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t(`home:features.${id}.title`)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {t(`home:features.${id}.description`)}
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            {path ? (
              <Button component={RouterLink} to={path} variant="outlined" size="small">
                {t(`home:features.${id}.action`)}
              </Button>
            ) : (
              <Button variant="outlined" size="small" onClick={() => setSettingsOpen(true)}>
                {t(`home:features.${id}.action`)}
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
    >
      <PreferencesDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </HomeSection>
  );
}
