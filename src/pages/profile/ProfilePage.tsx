import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { useAppSelector } from '../../slices/hooks';
import { APP_VERSION } from '../../lib/version';
import { DescriptionField } from '../../components/display/DescriptionField';
import { ProfileAvatar } from '../../components/display/ProfileAvatar';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { useSignOut } from '../../components/layout/useSignOut';
import { formatPhone, formatText } from '../../lib/format';
import { useGetProfileQuery } from '../../services/profilesApi';
import { selectSessionUser } from '../../slices/authSlice';

const detailGrid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
  m: 0,
} as const;

/**
 * The signed-in admin's account (spec section 2). The token's claims show at once; the profile
 * call then refreshes them (the auth slice takes its answer, so the header follows too).
 */
export default function ProfilePage() {
  const { t } = useTranslation(['pages', 'roles', 'profile']);
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  useGetProfileQuery(user?.id ?? '', { skip: !user?.id });
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <>
      <PageBreadcrumb title={t('pages:profile.title')} />
      <Stack spacing={3}>
        <Card>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
            <ProfileAvatar
              imageId={user?.imageId}
              firstName={user?.firstName}
              lastName={user?.lastName}
              size={88}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h2">
                {formatText(fullName)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Chip color="primary" size="small" label={t('roles:ADMIN')} />
                <Chip variant="outlined" size="small" label={t('profile:application')} />
              </Stack>
            </Box>
            <Button
              variant="outlined"
              color="error"
              startIcon={<LogoutRounded />}
              onClick={() => void signOut()}
            >
              {t('profile:signOut')}
            </Button>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="profile-personal">
          <CardContent>
            <Typography id="profile-personal" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('profile:personal')}
            </Typography>
            <Box component="dl" sx={detailGrid}>
              <DescriptionField label={t('profile:firstName')}>
                {formatText(user?.firstName)}
              </DescriptionField>
              <DescriptionField label={t('profile:lastName')}>{formatText(user?.lastName)}</DescriptionField>
              <DescriptionField label={t('profile:email')}>{formatText(user?.email)}</DescriptionField>
              <DescriptionField label={t('profile:phoneNumber')}>
                {formatPhone(user?.phoneNumber)}
              </DescriptionField>
            </Box>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="profile-information">
          <CardContent>
            <Typography id="profile-information" variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('profile:information')}
            </Typography>
            <Box component="dl" sx={detailGrid}>
              <DescriptionField label={t('profile:role')}>{t('roles:ADMIN')}</DescriptionField>
              <DescriptionField label={t('profile:application')}>{t('common.appName')}</DescriptionField>
              <DescriptionField label={t('profile:version')}>{APP_VERSION}</DescriptionField>
              <DescriptionField label={t('profile:accountId')}>{formatText(user?.id)}</DescriptionField>
            </Box>
            <Divider sx={{ my: 2 }} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('profile:informationNote')}
            </Typography>
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
