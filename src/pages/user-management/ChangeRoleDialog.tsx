import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SelectField } from '../../components/table';
import { formatText } from '../../lib/format';
import { ROLES, type Profile, type Role } from '../../../contract';
import { displayName } from '../../lib/names';
import { isRole } from './profileText';

export interface ChangeRoleDialogProps {
  /** The user whose role changes; the dialog is open while set. */
  profile: Profile;
  onClose: () => void;
  /** Called only with a role other than the current one (spec section 5). */
  onChange: (newRole: Role) => void;
}

/** Picks a user's new role. Saving the role they already have just closes it, without a call. */
export function ChangeRoleDialog({ profile, onClose, onChange }: ChangeRoleDialogProps) {
  const { t } = useTranslation(['users', 'roles']);
  const current = isRole(profile.role) ? profile.role : null;
  const [role, setRole] = useState<Role>(current ?? 'CUSTOMER');
  const save = () => {
    onClose();
    if (role !== current) onChange(role);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="change-role-title"
      aria-describedby="change-role-text"
    >
      <DialogTitle id="change-role-title">{t('users:changeRole.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="change-role-text" sx={{ mb: 2.5 }}>
          {t('users:changeRole.message', { name: formatText(displayName(profile)) })}
        </DialogContentText>
        <SelectField
          id="change-role-select"
          label={t('users:changeRole.role')}
          value={role}
          options={ROLES.map((value) => ({ value, label: t(`roles:${value}`) }))}
          onChange={setRole}
          fullWidth
          size="medium"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save}>
          {t('users:changeRole.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
