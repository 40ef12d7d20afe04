import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineReason } from '../../components/feedback/ConnectionNotice';
import { useOnline } from '../../components/feedback/useOnline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { AuditTimeline } from '../../audit/AuditTimeline';
import { CopyLinkButton } from '../../components/dialogs/CopyLinkButton';
import { ProfileAvatar } from '../../components/display/ProfileAvatar';
import { failureAlert } from '../../components/feedback/failureAlert';
import { formatText } from '../../lib/format';
import { recordLink } from '../../lib/recordLinks';
import { prepareImage, type ImageProblem } from '../../lib/imageCompression';
import type { Profile } from '../../../contract';
import { useUpdateProfileMutation, useUploadProfileImageMutation } from '../../services/profilesApi';
import { alertShown } from '../../slices/alertSlice';
import { useAppDispatch } from '../../slices/hooks';
import { noticeShown } from '../../slices/noticeSlice';
import { displayName } from '../../lib/names';
import {
  changedDetails,
  detailMaxLength,
  detailProblems,
  USER_DETAIL_FIELDS,
  userDetailsOf,
  type UserDetailField,
  type UserDetails,
} from './userDetails';

export interface EditUserDialogProps {
  /** The user whose details change; the dialog is open while set. */
  profile: Profile;
  onClose: () => void;
}

type ChosenImage = { file: File; previewUrl: string };

const inputTypes: Record<UserDetailField, string> = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phoneNumber: 'tel',
};

/**
 * Edits a user's details (PUT profile/{id}: only the changed fields) and image (POST
 * profile/{id}/image: a JPEG or PNG, compressed to at most 1 MB before it is sent). Fields are
 * checked by the API's rules before anything is sent. A failure keeps the dialog and what was typed,
 * and says what failed as every change does; details saved before a failed image stay saved (the
 * dialog then offers only the image again). Success closes it with the console's notice.
 */
export function EditUserDialog({ profile, onClose }: EditUserDialogProps) {
  const { t } = useTranslation(['users', 'images']);
  const online = useOnline();
  const dispatch = useAppDispatch();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [saved, setSaved] = useState<UserDetails>(() => userDetailsOf(profile));
  const [edited, setEdited] = useState<UserDetails>(saved);
  const [checked, setChecked] = useState(false);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageProblem, setImageProblem] = useState<ImageProblem | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [updateProfile, update] = useUpdateProfileMutation();
  const [uploadImage, upload] = useUploadProfileImageMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRefs = useRef<Partial<Record<UserDetailField, HTMLInputElement | null>>>({});
  // Only the latest choice may land: an earlier compression finishing late is dropped.
  const choice = useRef(0);
  const saving = update.isLoading || upload.isLoading;

  useEffect(() => () => void (image && URL.revokeObjectURL(image.previewUrl)), [image]);
  useEffect(() => () => void (choice.current += 1), []);

  const changes = changedDetails(saved, edited);
  const problems = checked ? detailProblems(changes) : {};
  const name = formatText(displayName(profile));

  async function choose(file: File | null | undefined) {
    const current = ++choice.current;
    setImageProblem(null);
    setPreparing(true);
    const result = await prepareImage(file);
    if (current !== choice.current) return;
    setPreparing(false);
    if ('problem' in result) {
      setImage(null);
      setImageProblem(result.problem);
    } else {
      setImage({ file: result.compressed.file, previewUrl: URL.createObjectURL(result.compressed.file) });
    }
  }

  const failed = (error: unknown, failureTitleKey: string) => {
    const alert = failureAlert(error, failureTitleKey);
    if (alert) dispatch(alertShown(alert));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || preparing) return;
    setChecked(true);
    const found = detailProblems(changes);
    const firstProblem = USER_DETAIL_FIELDS.find((field) => found[field]);
    if (firstProblem) {
      fieldRefs.current[firstProblem]?.focus();
      return;
    }
    const hasChanges = Object.keys(changes).length > 0;
    if (!hasChanges && !image) {
      onClose();
      return;
    }
    if (hasChanges) {
      const result = await updateProfile({ profileId: profile.profileId, changes });
      if ('error' in result) return failed(result.error, 'users:failed.edit');
      setSaved(userDetailsOf(result.data));
      setEdited(userDetailsOf(result.data));
    }
    if (image) {
      const result = await uploadImage({ profileId: profile.profileId, image: image.file });
      if ('error' in result)
        return failed(result.error, hasChanges ? 'users:failed.imageAfterDetails' : 'users:failed.image');
    }
    dispatch(noticeShown({ messageKey: 'users:done.edit', values: { name } }));
    onClose();
  }

  const field = (key: UserDetailField) => {
    const problem = problems[key];
    return (
      <TextField
        key={key}
        label={t(`users:edit.fields.${key}`)}
        type={inputTypes[key]}
        value={edited[key]}
        onChange={(event) => setEdited((current) => ({ ...current, [key]: event.target.value }))}
        required={key !== 'phoneNumber'}
        error={Boolean(problem)}
        helperText={
          problem
            ? t(`users:edit.problem.${problem}`)
            : key === 'phoneNumber'
              ? t('users:edit.phoneHint')
              : undefined
        }
        inputRef={(input: HTMLInputElement | null) => void (fieldRefs.current[key] = input)}
        disabled={saving}
        fullWidth
        slotProps={{
          // Another person's details: the browser must not offer the admin's own.
          htmlInput: { maxLength: detailMaxLength[key], autoComplete: 'off' },
        }}
      />
    );
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="edit-user-title"
    >
      <DialogTitle id="edit-user-title">{t('users:edit.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, mt: 1 }}>
          <ProfileAvatar
            imageId={profile.image}
            previewUrl={image?.previewUrl}
            firstName={edited.firstName}
            lastName={edited.lastName}
            size={72}
          />
          <Box sx={{ minWidth: 0 }}>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraRounded />}
              onClick={() => inputRef.current?.click()}
              disabled={saving}
              loading={preparing}
            >
              {t(profile.image || image ? 'users:edit.changeImage' : 'users:edit.addImage')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {image ? t('users:edit.imageChosen', { file: image.file.name }) : t('users:edit.imageHint')}
            </Typography>
            <input
              ref={inputRef}
              type="file"
              accept="image/jpeg,image/png"
              hidden
              data-testid="profile-image-input"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                // Choosing the same file again must still be seen as a choice.
                event.target.value = '';
              }}
            />
          </Box>
        </Stack>
        {imageProblem && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {t(`images:problem.${imageProblem}`)}
          </Alert>
        )}
        {/* The form and its submit button apart, linked by id, as MUI's form dialog does. */}
        <Box
          component="form"
          id="edit-user-form"
          noValidate
          onSubmit={save}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {USER_DETAIL_FIELDS.map(field)}
        </Box>
        <Divider sx={{ my: 3 }} />
        <AuditTimeline targetId={profile.profileId} />
      </DialogContent>
      <Box sx={{ px: 3 }}>
        <OfflineReason id="edit-user-offline" />
      </Box>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Apart from the form's own buttons: it copies, it does not save or leave. */}
        <Box sx={{ mr: 'auto' }}>
          <CopyLinkButton link={recordLink.user(profile.profileId)} />
        </Box>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          form="edit-user-form"
          variant="contained"
          loading={saving}
          disabled={preparing || !online}
          aria-describedby={online ? undefined : 'edit-user-offline'}
        >
          {t('users:edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
