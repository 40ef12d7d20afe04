import Tooltip from '@mui/material/Tooltip';
import { ThemeToggleButton, useThemeHint } from './ThemeToggleButton';

/** The header's theme button, with MUI's tooltip naming what a press does. */
export function ThemeToggle() {
  return (
    <Tooltip title={useThemeHint()}>
      <ThemeToggleButton />
    </Tooltip>
  );
}
