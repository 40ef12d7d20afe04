import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import { useOnline } from '../../components/feedback/useOnline';
import { HiddenText, keepActivationKeys, useCellFocus } from '../../components/table';

export interface ActiveSwitchProps {
  active: boolean;
  /** The switch's accessible name, naming the user. */
  label: string;
  /** Why the admin may not switch it (their own account); the switch stays focusable and says so. */
  lockedReason?: string;
  busy: boolean;
  onToggle: () => void;
  hasFocus: boolean;
  tabIndex: 0 | -1;
}

/**
 * The active cell of a user row: PATCH on change (spec section 4). Offline it is unavailable and
 * says why, as the row actions do: the change would only fail.
 */
export function ActiveSwitch({
  active,
  label,
  lockedReason,
  busy,
  onToggle,
  hasFocus,
  tabIndex,
}: ActiveSwitchProps) {
  const { t } = useTranslation('connection');
  const online = useOnline();
  const ref = useCellFocus(hasFocus);
  const reason = lockedReason ?? (online ? undefined : t('connection:offlineReason'));
  const unavailable = busy || Boolean(reason);
  const reasonId = useId();
  const control = (
    <Switch
      checked={active}
      onChange={() => {
        if (!unavailable) onToggle();
      }}
      color="success"
      slotProps={{
        input: {
          role: 'switch',
          'aria-label': label,
          'aria-describedby': reason ? reasonId : undefined,
          'aria-disabled': unavailable || undefined,
          tabIndex,
        },
      }}
      sx={unavailable ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
    />
  );
  return (
    <Box
      ref={ref}
      onKeyDown={keepActivationKeys}
      sx={{ display: 'flex', alignItems: 'center', height: '100%' }}
    >
      {reason ? (
        <>
          <Tooltip title={reason} describeChild>
            {control}
          </Tooltip>
          <HiddenText id={reasonId}>{reason}</HiddenText>
        </>
      ) : (
        control
      )}
    </Box>
  );
}
