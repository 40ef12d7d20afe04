import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string = string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** Grows to the container's width (in a dialog); otherwise as wide as its longest label. */
  fullWidth?: boolean;
  minWidth?: number | string;
  id?: string;
}

/** Spec section 9: the dropdown list is at most 15rem high, then scrolls. */
export const SELECT_LIST_MAX_HEIGHT = '15rem';

/** The kit's select widget (spec section 2): options of value and label, a labelled MUI select. */
export function SelectField<V extends string = string>({
  label,
  value,
  options,
  onChange,
  size = 'small',
  disabled,
  fullWidth,
  minWidth = 160,
  id,
}: SelectFieldProps<V>) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      size={size}
      disabled={disabled}
      fullWidth={fullWidth}
      onChange={(event) => onChange(event.target.value as V)}
      sx={{ minWidth }}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_LIST_MAX_HEIGHT } } } } },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
