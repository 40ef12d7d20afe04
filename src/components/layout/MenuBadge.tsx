import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { HiddenText } from '../table/HiddenText';

/** A badge's text: the count, capped at "99+". */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * A menu entry's count of waiting work. The capped figure shows; assistive technology reads the
 * whole count in words ("120 pending"), as part of the entry's name.
 */
export function MenuBadge({ count, onIcon = false }: { count: number | undefined; onIcon?: boolean }) {
  const { t } = useTranslation('layout');
  if (!count || count <= 0) return null;
  return (
    <Box
      component="span"
      data-testid="menu-badge"
      sx={{
        // On the collapsed rail's icon, at its top right corner.
        ...(onIcon ? { position: 'absolute', top: 2, right: 10 } : { ml: 1 }),
        px: 0.75,
        minWidth: 24,
        height: 20,
        borderRadius: 10,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        typography: 'caption',
        fontWeight: 700,
        lineHeight: 1,
        fontVariantNumeric: 'tabular-nums',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        flexShrink: 0,
      }}
    >
      <span aria-hidden>{badgeText(count)}</span>
      <HiddenText>{t('layout:menu.badge', { count })}</HiddenText>
    </Box>
  );
}
