import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../slices/hooks';
import { noticeClosed, selectNotice } from '../../slices/noticeSlice';

/** A success closes itself after this long; a failure stays until the admin closes it. */
export const NOTICE_HIDE_MS = 6000;

/**
 * The console's one snackbar, driven by the notice slice: the short confirmation after every change
 * (and a decision's failure). Bottom centre; the admin layout leaves room under the page for it.
 */
export function Notice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  const close = () => dispatch(noticeClosed(notice.id));
  const detail = notice.detail || (notice.detailKey ? t(notice.detailKey) : null);

  return (
    <Snackbar
      key={notice.id}
      open={notice.open}
      autoHideDuration={notice.severity === 'error' ? null : NOTICE_HIDE_MS}
      // A click elsewhere (the next row's switch) does not take the confirmation away.
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={close}
        data-testid="notice"
        sx={{ maxWidth: 560, overflowWrap: 'anywhere' }}
      >
        {notice.messageKey ? t(notice.messageKey, notice.values) : null}
        {detail && (
          <Box component="span" sx={{ display: 'block' }}>
            {detail}
          </Box>
        )}
      </Alert>
    </Snackbar>
  );
}
