import { useId } from 'react';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
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

/** The active cell of a user row: PATCH on change (spec section 4). */
export function ActiveSwitch({
  active,
  label,
  lockedReason,
  busy,
  onToggle,
  hasFocus,
  tabIndex,
}: ActiveSwitchProps) {
  const ref = useCellFocus(hasFocus);
  const unavailable = busy || Boolean(lockedReason);
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
          'aria-describedby': lockedReason ? reasonId : undefined,
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
      {lockedReason ? (
        <>
          <Tooltip title={lockedReason} describeChild>
            {control}
          </Tooltip>
          <HiddenText id={reasonId}>{lockedReason}</HiddenText>
        </>
      ) : (
        control
      )}
    </Box>
  );
}
