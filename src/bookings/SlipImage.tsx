import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BrokenImageRounded from '@mui/icons-material/BrokenImageRounded';
import { getConfig } from '../lib/config';
import { ImagePaths } from '../../contract';

export interface SlipImageProps {
  /** Payment image id (a customer's slip or the admin's transfer slip); null shows the placeholder. */
  imageId: string | null | undefined;
  alt: string;
  /** CSS max height; the booking detail dialog's is 24rem (spec section 2). */
  maxHeight?: string;
  testId?: string;
}

/** A slip from the API's payment images; a placeholder when there is none or it fails to load. */
export function SlipImage({ imageId, alt, maxHeight = '24rem', testId = 'slip-image' }: SlipImageProps) {
  const { t } = useTranslation('payments');
  const [failedId, setFailedId] = useState<string | null>(null);
  const usable = typeof imageId === 'string' && imageId !== '' && failedId !== imageId;

  if (!usable) {
    return (
      <Box
        role="img"
        aria-label={t('payments:slip.unavailable')}
        data-testid="slip-placeholder"
        sx={{
          display: 'grid',
          placeItems: 'center',
          gap: 0.5,
          py: 3,
          borderRadius: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          color: 'text.secondary',
          textAlign: 'center',
        }}
      >
        <BrokenImageRounded aria-hidden />
        <Typography variant="caption">{t('payments:slip.unavailable')}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={`${getConfig().apiBaseUrl}${ImagePaths.payment(imageId)}`}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedId(imageId)}
      data-testid={testId}
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight,
        mx: 'auto',
        borderRadius: 2,
        objectFit: 'contain',
      }}
    />
  );
}
