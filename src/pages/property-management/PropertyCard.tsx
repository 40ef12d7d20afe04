import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import VillaRounded from '@mui/icons-material/VillaRounded';
import { ClampedText } from '../../components/display/ClampedText';
import { IconTile } from '../../components/display/IconTile';
import { formatText } from '../../lib/format';
import type { Property, PropertyType } from '../../../contract';
import { CodeLink, PropertyTypeCard } from './PropertyTypeCard';
import { propertyLabel } from './summary';
import type { DecisionKind } from './usePropertyDecisions';

export interface PropertyCardProps {
  property: Property;
  /** Pending cards offer selection for bulk approval. */
  selectable: boolean;
  selectedIds: ReadonlySet<string>;
  busyIds: ReadonlySet<string>;
  /** Kept by the page, so a card that leaves a list and comes back (a refused decision) stays open. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onSelect: (propertyTypeIds: string[], selected: boolean) => void;
  onDecide: (kind: DecisionKind, type: PropertyType) => void;
  onShowOwners: (property: Property) => void;
  /** Asks to delete the property with its types. */
  onDelete: (property: Property) => void;
}

/** One property: its name, code, location and type count, the owners button, and its types when expanded. */
export function PropertyCard({
  property,
  selectable,
  selectedIds,
  busyIds,
  expanded,
  onExpandedChange,
  onSelect,
  onDecide,
  onShowOwners,
  onDelete,
}: PropertyCardProps) {
  const { t } = useTranslation('properties');
  const titleId = useId();
  const regionId = useId();
  const name = propertyLabel(property);
  const types = property.propertyTypes;
  const selectableIds = types
    .map((type) => type.propertyTypeId)
    .filter((id) => id !== '' && !busyIds.has(id));
  const selectedCount = selectableIds.filter((id) => selectedIds.has(id)).length;
  const owners = property.propertyOwners.length;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="property-card"
      data-property-id={property.propertyId}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          p: 2,
          alignItems: 'flex-start',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <IconTile icon={VillaRounded} hiddenOnPhone />
        <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
          {/* Two lines at most, as on the booking cards; the whole name on hover. */}
          <ClampedText
            id={titleId}
            variant="subtitle1"
            component="h3"
            text={formatText(property.propertyName)}
            sx={{ fontWeight: 600 }}
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              mt: 0.5,
              color: 'text.secondary',
            }}
          >
            <Typography variant="body2" component="span">
              <CodeLink
                code={property.code}
                ariaLabel={t('properties:property.openOnSite', { code: property.code })}
              />
            </Typography>
            <Typography
              variant="body2"
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              <PlaceRounded sx={{ fontSize: '1.1em' }} titleAccess={t('properties:property.location')} />
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {formatText(property.locationName)}
              </Box>
            </Typography>
            <Chip size="small" label={t('properties:property.typeCount', { count: types.length })} />
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            flexShrink: 0,
            ml: { xs: 0, sm: 'auto' },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {owners > 0 && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<GroupsRounded aria-hidden />}
              onClick={() => onShowOwners(property)}
              aria-label={t('properties:property.showOwners', { name })}
              aria-haspopup="dialog"
            >
              {t('properties:property.owners', { count: owners })}
            </Button>
          )}
          <Tooltip title={t('properties:property.delete', { name })}>
            <span>
              <IconButton
                size="small"
                color="error"
                aria-label={t('properties:property.delete', { name })}
                aria-haspopup="dialog"
                disabled={
                  property.propertyId === '' || types.some((type) => busyIds.has(type.propertyTypeId))
                }
                onClick={() => onDelete(property)}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </span>
          </Tooltip>
          <Button
            size="small"
            onClick={() => onExpandedChange(!expanded)}
            data-property-toggle
            aria-expanded={expanded}
            aria-controls={regionId}
            endIcon={
              <ExpandMoreRounded
                aria-hidden
                sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
              />
            }
            sx={{ ml: { xs: 'auto', sm: 0 } }}
          >
            {t(expanded ? 'properties:property.collapse' : 'properties:property.expand')}
          </Button>
        </Box>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Divider />
        <Box id={regionId} role="region" aria-labelledby={titleId} sx={{ p: 2 }}>
          {selectable && selectableIds.length > 1 && (
            <FormControlLabel
              sx={{ mb: 1 }}
              label={t('properties:property.selectAll')}
              control={
                <Checkbox
                  checked={selectedCount === selectableIds.length}
                  indeterminate={selectedCount > 0 && selectedCount < selectableIds.length}
                  onChange={(event) => onSelect(selectableIds, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('properties:property.selectAllOf', { name }) } }}
                />
              }
            />
          )}
          {types.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t('properties:property.noTypes')}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                  xl: 'repeat(4, minmax(0, 1fr))',
                },
              }}
            >
              {types.map((type, index) => (
                <PropertyTypeCard
                  key={type.propertyTypeId || index}
                  type={type}
                  busy={busyIds.has(type.propertyTypeId)}
                  selected={selectable ? selectedIds.has(type.propertyTypeId) : undefined}
                  onSelectedChange={
                    selectable ? (selected) => onSelect([type.propertyTypeId], selected) : undefined
                  }
                  onDecide={(kind) => onDecide(kind, type)}
                />
              ))}
            </Box>
          )}
        </Box>
      </Collapse>
    </Card>
  );
}
