import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseRounded from '@mui/icons-material/CloseRounded';

export interface DetailsDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons beside Close, e.g. the actions the details lead to. */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/**
 * A read-only modal (spec section 2): closes on Escape, on the backdrop, with its close button and
 * with Close; the page behind does not scroll while it is open (MUI's modal locks the body).
 */
export function DetailsDialog({
  open,
  title,
  onClose,
  children,
  actions,
  maxWidth = 'sm',
}: DetailsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby="details-dialog-title"
      scroll="paper"
    >
      <DialogTitle id="details-dialog-title" sx={{ pr: 7 }}>
        {title}
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {actions}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
