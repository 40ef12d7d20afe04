import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LinkRounded from '@mui/icons-material/LinkRounded';
import { useCopy } from '../display/useCopy';

export interface CopyLinkButtonProps {
  /** The record's link inside the console (lib/recordLinks.ts), e.g. `/user-management?user=…`. */
  link: string;
}

/** Copies the record's full address, to be pasted in a chat or a ticket and opened by another admin. */
export function CopyLinkButton({ link }: CopyLinkButtonProps) {
  const { t } = useTranslation('records');
  const copy = useCopy();
  return (
    <Button
      startIcon={<LinkRounded />}
      onClick={() => void copy(`${window.location.origin}${link}`, t('records:link'))}
    >
      {t('records:copyLink')}
    </Button>
  );
}
