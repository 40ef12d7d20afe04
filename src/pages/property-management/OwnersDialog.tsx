import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import PendingRounded from '@mui/icons-material/PendingRounded';
import { formatPhone } from '../../lib/format';
import { CopyLinkButton } from '../../components/dialogs/CopyLinkButton';
import { DetailsDialog } from '../../components/dialogs/DetailsDialog';
import { ProfileAvatar } from '../../components/display/ProfileAvatar';
import { SafeExternalLink } from '../../components/display/SafeExternalLink';
import { recordLink } from '../../lib/recordLinks';
import type { Property, PropertyOwner } from '../../../contract';
import { propertyLabel } from './summary';

/** Head owner first, the others in the order the server gave. */
export function ownersInOrder(owners: PropertyOwner[]): PropertyOwner[] {
  return [...owners.filter((owner) => owner.isHead), ...owners.filter((owner) => !owner.isHead)];
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

function OwnerDetails({ owner }: { owner: PropertyOwner }) {
  const { t } = useTranslation('properties');
  const notSpecified = (
    <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
      {t('properties:owners.notSpecified')}
    </Box>
  );
  const text = (value: string | null) => (blank(value) ? notSpecified : value);
  const fields: [string, ReactNode][] = [
    ['email', text(owner.email)],
    ['phone', blank(owner.phoneNumber) ? notSpecified : formatPhone(owner.phoneNumber)],
    ['lineId', text(owner.lineId)],
    // An http(s) address is a link; any other value (a name, javascript:) shows as text.
    ['facebook', blank(owner.facebook) ? notSpecified : <SafeExternalLink value={owner.facebook} />],
    // Only an http(s) address becomes a "View map" link; anything else (javascript:, text) shows as text.
    [
      'location',
      blank(owner.location) ? (
        notSpecified
      ) : (
        <SafeExternalLink value={owner.location} label={t('properties:owners.viewMap')} />
      ),
    ],
  ];
  const name = [owner.firstName, owner.lastName].filter((part) => !blank(part)).join(' ');

  return (
    <Box component="li" data-testid="owner" sx={{ display: 'flex', gap: 2, py: 2, minWidth: 0 }}>
      <ProfileAvatar imageId={owner.image} firstName={owner.firstName} lastName={owner.lastName} size={48} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              ...(name ? {} : { color: 'text.secondary', fontStyle: 'italic' }),
            }}
          >
            {name || t('properties:owners.nameNotProvided')}
          </Typography>
          {owner.isHead && (
            <Chip
              size="small"
              color="primary"
              icon={<StarRounded aria-hidden />}
              label={t('properties:owners.head')}
            />
          )}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(7rem, auto) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {fields.map(([field, value]) => (
            <Fragment key={field}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`properties:owners.${field}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, overflowWrap: 'anywhere' }}
                data-field={field}
              >
                {value}
              </Typography>
            </Fragment>
          ))}
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('properties:owners.verification')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }} data-field="verification">
            {/* Text in the theme's text colour: MUI's warning orange on white is too faint for text. */}
            <Chip
              size="small"
              variant="outlined"
              color={owner.verified ? 'success' : 'default'}
              icon={
                owner.verified ? (
                  <VerifiedRounded aria-hidden />
                ) : (
                  <PendingRounded aria-hidden color="warning" />
                )
              }
              label={t(
                owner.verified ? 'properties:owners.verified' : 'properties:owners.pendingVerification',
              )}
            />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export interface OwnersDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  property: Property | null;
  onClose: () => void;
}

/** A property's owners, head owner first and marked (spec section 2). */
export function OwnersDialog({ open, property, onClose }: OwnersDialogProps) {
  const { t } = useTranslation('properties');
  const owners = property ? ownersInOrder(property.propertyOwners) : [];
  const id = property?.propertyId;
  const link = typeof id === 'string' && id !== '' ? recordLink.property(id) : null;
  return (
    <DetailsDialog
      open={open && property !== null}
      onClose={onClose}
      fullScreenBelow="sm"
      title={property && t('properties:owners.title', { name: propertyLabel(property) })}
      actions={link && <CopyLinkButton link={link} />}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {owners.map((owner, index) => (
          <Fragment key={owner.profileId || index}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <OwnerDetails owner={owner} />
          </Fragment>
        ))}
      </Box>
    </DetailsDialog>
  );
}
