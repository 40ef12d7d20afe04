import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { AuditTimeline } from '../../audit/AuditTimeline';
import { CopyLinkButton } from '../../components/dialogs/CopyLinkButton';
import { DetailsDialog, useShownWhileClosing } from '../../components/dialogs/DetailsDialog';
import { DescriptionField } from '../../components/display/DescriptionField';
import { ProfileAvatar } from '../../components/display/ProfileAvatar';
import { SafeExternalLink } from '../../components/display/SafeExternalLink';
import {
  formatDate,
  formatNumber,
  formatPhone,
  formatText,
  toNumber,
  type FormatLanguage,
} from '../../lib/format';
import { recordLink } from '../../lib/recordLinks';
import type { PartnerRequest } from '../../../contract';
import { partnerName } from '../../lib/names';

export interface PartnerDetailsDialogProps {
  request: PartnerRequest | null;
  onClose: () => void;
}

/**
 * Everything an application says (spec section 2): the date as dd/mm/yyyy, the location as a
 * "view map" link only when it is an http(s) address, '-' for what is missing.
 */
export function PartnerDetailsDialog({ request, onClose }: PartnerDetailsDialogProps) {
  const { t, i18n } = useTranslation('partners');
  const shown = useShownWhileClosing(request);
  const capacity = toNumber(shown?.maxCapacity);
  const name = formatText(partnerName(shown ?? {}));
  const id = shown?.profilePartnerId;
  const link = typeof id === 'string' && id !== '' ? recordLink.partner(id) : null;
  return (
    <DetailsDialog
      open={request !== null}
      title={t('partners:details.title')}
      onClose={onClose}
      actions={link && <CopyLinkButton link={link} />}
    >
      {shown && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
            <ProfileAvatar
              imageId={shown.image}
              firstName={shown.firstName}
              lastName={shown.lastName}
              size={56}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {formatText(shown.email)}
              </Typography>
            </Box>
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, m: 0 }}
          >
            <DescriptionField label={t('partners:details.fullName')}>{name}</DescriptionField>
            <DescriptionField label={t('partners:details.email')}>{formatText(shown.email)}</DescriptionField>
            <DescriptionField label={t('partners:details.phoneNumber')}>
              {formatPhone(shown.phoneNumber)}
            </DescriptionField>
            <DescriptionField label={t('partners:details.createDate')}>
              {formatDate(shown.createDate, i18n.language as FormatLanguage)}
            </DescriptionField>
            <DescriptionField label={t('partners:details.lineId')}>
              {formatText(shown.lineId)}
            </DescriptionField>
            <DescriptionField label={t('partners:details.facebook')}>
              {formatText(shown.facebook)}
            </DescriptionField>
            <DescriptionField label={t('partners:details.propertyName')}>
              {formatText(shown.propertyName)}
            </DescriptionField>
            <DescriptionField label={t('partners:details.maxCapacity')}>
              {capacity > 0
                ? t('partners:details.people', {
                    capacity: formatNumber(capacity, i18n.language as FormatLanguage),
                  })
                : formatText(null)}
            </DescriptionField>
            <DescriptionField label={t('partners:details.location')}>
              <SafeExternalLink value={shown.location} label={t('partners:details.viewMap')} />
            </DescriptionField>
          </Box>
          <Divider sx={{ my: 3 }} />
          <AuditTimeline targetId={shown.profilePartnerId} />
        </>
      )}
    </DetailsDialog>
  );
}
