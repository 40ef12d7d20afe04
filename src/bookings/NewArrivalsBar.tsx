import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** "3 new bookings · Show": bookings that arrived while the admin was looking, shown when asked. */
export function NewArrivalsBar({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation('bookings');
  if (count <= 0) return null;
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="new-arrivals"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onShow}>
          {t('bookings:arrivals.show')}
        </Button>
      }
    >
      {t('bookings:arrivals.message', { count })}
    </Alert>
  );
}
