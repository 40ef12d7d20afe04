import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Property, PropertyType } from '../../../contract';
import { propertyLabel, typeLabel } from './summary';

/** How many names the bulk confirmation lists before "and n more". */
const NAMES_SHOWN = 8;

interface TypeNameListProps {
  types: PropertyType[];
  /** How many are named before "and n more"; all when absent. */
  shown?: number;
  /** Marks the approved types as published on the website. */
  markPublished?: boolean;
}

/** Property types as a confirmation names them: name and code, one a line. */
function TypeNameList({ types, shown = types.length, markPublished = false }: TypeNameListProps) {
  const { t } = useTranslation('properties');
  return (
    <Box component="ul" sx={{ my: 1, pl: 3 }}>
      {types.slice(0, shown).map((type) => (
        <li key={type.propertyTypeId}>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {typeLabel(type)}
          </Box>{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            {type.code}
          </Box>
          {markPublished && type.approved && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={t('properties:confirm.deleteProperty.published')}
              sx={{ ml: 1 }}
            />
          )}
        </li>
      ))}
      {types.length > shown && <li>{t('properties:confirm.bulk.more', { count: types.length - shown })}</li>}
    </Box>
  );
}

/** The names a bulk confirmation lists. */
export function BulkConfirmMessage({ types }: { types: PropertyType[] }) {
  const { t } = useTranslation('properties');
  return (
    <>
      {t('properties:confirm.bulk.message')}
      <TypeNameList types={types} shown={NAMES_SHOWN} />
    </>
  );
}

/**
 * Deleting a property takes every one of its types, pending and approved alike: the confirmation
 * names them all, whichever tab it was asked from, and says which are on the website.
 */
export function DeletePropertyMessage({ property }: { property: Property }) {
  const { t } = useTranslation('properties');
  const published = property.propertyTypes.filter((type) => type.approved).length;
  return (
    <>
      {t('properties:confirm.deleteProperty.message', {
        name: propertyLabel(property),
        count: property.propertyTypes.length,
      })}
      <TypeNameList types={property.propertyTypes} markPublished />
      {published > 0 && t('properties:confirm.deleteProperty.publishedNote', { count: published })}{' '}
      {t('properties:confirm.deleteProperty.cannotUndo')}
    </>
  );
}
