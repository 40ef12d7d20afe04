import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageNotSupportedRounded from '@mui/icons-material/ImageNotSupportedRounded';
import { getConfig } from '../../lib/config';
import { ImagePaths } from '../../../contract';

const frame = { aspectRatio: '16 / 9', width: '100%', display: 'block' } as const;

/** A property type's banner; a placeholder when it has none or it fails to load (spec section 8). */
export function PropertyBanner({ bannerId, name }: { bannerId: string | null; name: string }) {
  const { t } = useTranslation('properties');
  // Keyed by the image id: a new banner gets a new chance to load.
  const [failedId, setFailedId] = useState<string | null>(null);
  if (!bannerId || failedId === bannerId) {
    return (
      <Box
        role="img"
        aria-label={t('properties:type.noImage')}
        data-testid="banner-placeholder"
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 0.5,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <ImageNotSupportedRounded sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="caption" aria-hidden>
          {t('properties:type.noImage')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={`${getConfig().apiBaseUrl}${ImagePaths.property(bannerId)}`}
      alt={t('properties:type.bannerAlt', { name })}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedId(bannerId)}
      sx={{ ...frame, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
