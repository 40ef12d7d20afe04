import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { DialogLoading } from '../feedback/DialogLoading';

export interface DetailsDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A sentence above the content that describes the dialog to assistive technology. */
  summary?: ReactNode;
  /** Buttons beside Close, e.g. the actions the details lead to. */
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'xl';
  /** The whole screen below this width: for content that needs the room (a table, a slip and its form). */
  fullScreenBelow?: 'sm' | 'md';
  /** While something runs that closing would lose (an upload), neither button, Escape nor the backdrop closes it. */
  closeDisabled?: boolean;
}

/** A word with a digit in it: a booking or property code ("PV-2026-000137"), a date, an amount. */
const CODE = /(\S*\d\S*)/;
/** Longer than this, a code may still break rather than run out of a phone's dialog. */
const KEPT_WHOLE_UP_TO = 24;

/**
 * A title whose codes stay on one line: a browser would otherwise break "PV-2026-000137" after a
 * hyphen (or anywhere, under the title's overflow-wrap), and a code cut in two reads as two.
 */
function CodesKeptWhole({ text }: { text: string }) {
  return text.split(CODE).map((part, index) =>
    index % 2 === 1 && part.length <= KEPT_WHOLE_UP_TO ? (
      <Box key={index} component="span" sx={{ whiteSpace: 'nowrap' }}>
        {part}
      </Box>
    ) : (
      part
    ),
  );
}

/**
 * The one read-only modal (spec section 2): closes on Escape, on the backdrop, with its close button
 * and with Close; the page behind does not scroll while it is open (MUI's modal locks the body). Its
 * content is a named region that takes focus, so a keyboard can scroll it on a small screen.
 */
export function DetailsDialog({
  open,
  title,
  onClose,
  children,
  summary,
  actions,
  maxWidth = 'sm',
  fullScreenBelow,
  closeDisabled = false,
}: DetailsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const summaryId = useId();
  const narrow = useMediaQuery((theme: Theme) =>
    fullScreenBelow ? theme.breakpoints.down(fullScreenBelow) : 'not all',
  );
  return (
    <Dialog
      open={open}
      onClose={closeDisabled ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={narrow}
      aria-labelledby={titleId}
      aria-describedby={summary ? summaryId : undefined}
      scroll="paper"
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {typeof title === 'string' ? <CodesKeptWhole text={title} /> : title}
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          disabled={closeDisabled}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {summary && <DialogContentText id={summaryId}>{summary}</DialogContentText>}
        {/* Content whose code or texts still load (React Suspense) waits here, in the dialog:
            without this boundary the route's would hide the whole page, and the focus with it. */}
        <Suspense fallback={<DialogLoading />}>{children}</Suspense>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {actions}
        <Button onClick={onClose} disabled={closeDisabled}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What a details dialog shows: the last item it was opened with, kept after it is closed (the item
 * becomes null) so the dialog does not go blank while it fades out.
 */
export function useShownWhileClosing<T>(item: T | null): T | null {
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  return item ?? shown;
}
