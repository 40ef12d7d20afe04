import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type LimitedTextFieldProps = Omit<TextFieldProps, 'value' | 'helperText'> & {
  value: string;
  /** The most characters the field takes (the API's limit, from `SearchLimits`). */
  maxLength: number;
};

/**
 * A text field that takes no more than the API accepts, and says why once it is full: without the
 * message, typing that no longer appears looks like a broken keyboard.
 */
export function LimitedTextField({ value, maxLength, slotProps, ...props }: LimitedTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      value={value}
      helperText={value.length >= maxLength ? t('common.textLimit', { max: maxLength }) : undefined}
      slotProps={{ ...slotProps, htmlInput: { maxLength } }}
    />
  );
}
