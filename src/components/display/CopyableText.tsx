import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { formatText } from '../../lib/format';
import { useCopy } from './useCopy';

export interface CopyableTextProps {
  /** The text shown and copied: an account number, a booking code. '-' and no button when empty. */
  value: string | null | undefined;
  /** What it is, for the button's name and the confirmation ("Account number"). */
  label: string;
}

/** A value with a button that copies it, confirmed by the console's notice (or its failure said). */
export function CopyableText({ value, label }: CopyableTextProps) {
  const { t } = useTranslation();
  const copy = useCopy();
  const shown = formatText(value);
  if (typeof value !== 'string' || value.trim() === '') return <>{shown}</>;
  const name = t('common.copy', { what: label });
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {shown}
      </Box>
      <Tooltip title={name}>
        <IconButton size="small" aria-label={name} onClick={() => void copy(value, label)} sx={{ my: -0.5 }}>
          <ContentCopyRounded fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
