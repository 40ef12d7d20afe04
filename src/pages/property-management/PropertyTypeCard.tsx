import { useTranslation } from 'react-i18next';
import { useOnline } from '../../components/feedback/useOnline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import { getConfig } from '../../lib/config';
import { useAppSelector } from '../../slices/hooks';
import { formatBaht, formatText, toNumber } from '../../lib/format';
import { consumerPropertyUrl } from '../../lib/links';
import type { PropertyType } from '../../../contract';
import { selectLanguage } from '../../slices/themeSlice';
import { PropertyBanner } from './PropertyBanner';
import { typeLabel } from './summary';
import type { DecisionKind } from './usePropertyDecisions';

export interface PropertyTypeCardProps {
  type: PropertyType;
  /** A decision on it is on its way to the server: its actions wait. */
  busy: boolean;
  /** Pending types can be ticked for bulk approval; undefined for approved ones. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  onDecide: (kind: DecisionKind) => void;
}

/** The consumer site's page of a code, opening in a new tab; the bare code (or '-') without one. */
export function CodeLink({ code, ariaLabel }: { code: string | null; ariaLabel: string }) {
  const href = consumerPropertyUrl(getConfig().consumerSiteUrl, code);
  if (!href) return <>{formatText(code)}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontFamily: 'monospace',
        overflowWrap: 'anywhere',
      }}
    >
      {code}
      <OpenInNewRounded sx={{ fontSize: '1em' }} aria-hidden />
    </Link>
  );
}

/** One property type: banner, name, code, price per night, capacity and the decisions it allows. */
export function PropertyTypeCard({
  type,
  busy,
  selected,
  onSelectedChange,
  onDecide,
}: PropertyTypeCardProps) {
  const { t } = useTranslation('properties');
  const language = useAppSelector(selectLanguage);
  const name = typeLabel(type);
  // Offline, a decision would only fail (the page's notice says so).
  const online = useOnline();
  const canDecide = type.propertyTypeId !== '' && !busy && online;
  const actionLabel = (action: string) => t('properties:type.actionOf', { action, name });

  return (
    <Card
      variant="outlined"
      data-testid="property-type"
      data-property-type-id={type.propertyTypeId}
      sx={{ display: 'flex', flexDirection: 'column', position: 'relative', minWidth: 0 }}
    >
      <PropertyBanner bannerId={type.banner} name={name} />
      {onSelectedChange && (
        <Checkbox
          checked={Boolean(selected)}
          onChange={(event) => onSelectedChange(event.target.checked)}
          disabled={!canDecide}
          slotProps={{ input: { 'aria-label': t('properties:type.select', { name }) } }}
          sx={{
            position: 'absolute',
            top: 8,
            left: 8,
            bgcolor: 'background.paper',
            borderRadius: 1,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {formatText(type.propertyTypeName)}
        </Typography>
        <CodeLink code={type.code} ariaLabel={t('properties:property.openOnSite', { code: type.code })} />
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('properties:type.startPrice')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {t('properties:type.pricePerNight', { price: formatBaht(type.startPrice, language) })}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('properties:type.maxPeople')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
            {t('properties:type.people', { count: toNumber(type.maxPeople) })}
          </Typography>
        </Box>
        {(!type.active || type.maintenance) && (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {!type.active && <Chip size="small" label={t('properties:type.inactive')} />}
            {type.maintenance && (
              <Chip size="small" color="secondary" label={t('properties:type.maintenance')} />
            )}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {busy && <CircularProgress size={20} aria-label={t('properties:type.saving')} />}
        {type.approved ? (
          <Button
            variant="outlined"
            color="error"
            size="small"
            startIcon={<UndoRounded aria-hidden />}
            disabled={!canDecide}
            aria-label={actionLabel(t('properties:type.revoke'))}
            data-decision="revoke"
            onClick={() => onDecide('revoke')}
          >
            {t('properties:type.revoke')}
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              color="success"
              size="small"
              startIcon={<CheckRounded aria-hidden />}
              disabled={!canDecide}
              aria-label={actionLabel(t('properties:type.approve'))}
              data-decision="approve"
              onClick={() => onDecide('approve')}
            >
              {t('properties:type.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<BlockRounded aria-hidden />}
              disabled={!canDecide}
              aria-label={actionLabel(t('properties:type.reject'))}
              data-decision="reject"
              onClick={() => onDecide('reject')}
            >
              {t('properties:type.reject')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
