import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InfoRounded from '@mui/icons-material/InfoRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { alertClosed, selectAlert, type AlertType } from '../../slices/alertSlice';

const icons: Record<AlertType, typeof InfoRounded> = {
  success: CheckCircleRounded,
  info: InfoRounded,
  warning: WarningAmberRounded,
  error: ErrorOutlineRounded,
};

/** The one alert dialog (spec section 2), driven by the alert slice. */
export function AlertDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectAlert);
  const Icon = icons[alert.type];
  // The server's title when it gave one, else the console's, else the type's default (spec section 2).
  const title = alert.title || t(alert.titleKey || `alert.title.${alert.type}`);
  const context = alert.contextKey ? t(alert.contextKey) : null;
  const message = alert.message || (alert.messageKey ? t(alert.messageKey) : null);
  const described = Boolean(context || message);
  const close = () => dispatch(alertClosed());

  return (
    <Dialog
      open={alert.open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="alert-dialog-title"
      aria-describedby={described ? 'alert-dialog-message' : undefined}
      data-alert-type={alert.type}
    >
      <DialogTitle id="alert-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" sx={{ display: 'inline-flex', color: `${alert.type}.main` }}>
          <Icon aria-hidden />
        </Box>
        {title}
      </DialogTitle>
      {described && (
        <DialogContent id="alert-dialog-message">
          {context && <DialogContentText sx={{ mb: message ? 1 : 0 }}>{context}</DialogContentText>}
          {message && <DialogContentText>{message}</DialogContentText>}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" color={alert.type} onClick={close}>
          {t('alert.acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
