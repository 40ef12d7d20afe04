import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product mark: a villa roof over a pool's waves, drawn inline so it needs no asset. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 48 48" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <rect width="48" height="48" rx="12" fill="currentColor" opacity="0.12" />
      <path
        d="M10 24 24 12l14 12"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M10 31c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2M10 37c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 4-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </Box>
  );
}

/** Mark and product name; the name hides when the sidebar is collapsed. */
export function BrandLogo({ showName = true, size = 40 }: { showName?: boolean; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'primary.main', minWidth: 0 }}>
      <BrandMark size={size} />
      {showName && (
        <Typography variant="h6" component="span" noWrap sx={{ color: 'text.primary', lineHeight: 1.2 }}>
          {t('common.appName')}
        </Typography>
      )}
    </Box>
  );
}
