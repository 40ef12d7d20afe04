import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { enUS, thTH } from '@mui/material/locale';
import type { Language, ThemeMode } from '../slices/themeSlice';
import { brand, fontFamily, surfaces } from './tokens';

export { brand, layout } from './tokens';

/** MUI's own texts (pagination, date labels, …) in the console's language. */
const materialLocales = { th: thTH, en: enUS };

/**
 * The console's MUI theme for a mode and a language. MUI's locale is merged after the options;
 * DataGrid's texts are the table kit's (src/components/table/TableGrid.tsx), loaded with the grid.
 */
export function createConsoleTheme(mode: ThemeMode, language: Language): Theme {
  const surface = surfaces[mode];
  const dark = mode === 'dark';
  // Focus rings need 3:1 against what they sit on: the deep teal on light surfaces, the light one on dark.
  const focusColor = dark ? brand.primary.light : brand.primary.main;
  const focusRing = { outline: `2px solid ${focusColor}`, outlineOffset: 2 };
  return createTheme(
    {
      palette: {
        mode,
        primary: dark
          ? { ...brand.primary, main: brand.primary.onDark, contrastText: '#04262a' }
          : brand.primary,
        secondary: brand.secondary,
        // Text on a coloured fill (contained buttons, chips) is white only where white reaches
        // 4.5:1, otherwise dark; MUI's default threshold (3) lets white through at 3:1.
        contrastThreshold: 4.5,
        // Deeper than MUI's light-mode amber and blue, so they also read as text on light surfaces.
        ...(dark ? {} : { warning: { main: '#b45309' }, info: { main: '#0277bd' } }),
        background: { default: surface.background, paper: surface.paper },
        divider: surface.divider,
        text: { primary: surface.text, secondary: surface.textSecondary },
      },
      shape: { borderRadius: 12 },
      typography: {
        fontFamily,
        fontWeightRegular: 400,
        fontWeightMedium: 500,
        fontWeightBold: 600,
        h1: { fontWeight: 600 },
        h2: { fontWeight: 600 },
        h3: { fontWeight: 600 },
        h4: { fontWeight: 600 },
        h5: { fontWeight: 600 },
        h6: { fontWeight: 600 },
        button: { fontWeight: 500, textTransform: 'none' },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            body: { backgroundColor: surface.background },
            // Visible focus for keyboard users everywhere (links, native elements)...
            ':focus-visible': focusRing,
          },
        },
        MuiPaper: {
          defaultProps: { elevation: 0 },
          styleOverrides: { root: { backgroundImage: 'none' }, outlined: { borderColor: surface.divider } },
        },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
          styleOverrides: { root: { borderRadius: 16 } },
        },
        // ...and on every MUI control, whose own styles remove the outline for a ripple that is
        // too faint to find the focus by (contained buttons have no focus shadow without elevation).
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
        // The focus ring shows the focus; the pulsing focus ripple on top of it tints the button
        // behind its own text (3.5:1 in the owners button, axe).
        MuiButton: {
          defaultProps: { disableElevation: true, disableFocusRipple: true },
          styleOverrides: {
            // Teal text on a hovered light tint falls under 4.5:1; the deeper teal keeps it.
            root: {
              borderRadius: 10,
              ...(dark
                ? {}
                : {
                    '&.MuiButton-colorPrimary:is(.MuiButton-outlined, .MuiButton-text)': {
                      color: brand.primary.dark,
                    },
                  }),
            },
          },
        },
        MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
        MuiTooltip: { defaultProps: { arrow: true } },
        MuiListItemButton: {
          styleOverrides: {
            root: ({ theme }) => ({
              borderRadius: 10,
              // On the tinted background the teal text needs its deeper shade in light mode (4.5:1).
              '&.Mui-selected': {
                backgroundColor: alpha(theme.palette.primary.main, dark ? 0.2 : 0.1),
                color: dark ? theme.palette.primary.main : theme.palette.primary.dark,
                '& .MuiListItemIcon-root': {
                  color: dark ? theme.palette.primary.main : theme.palette.primary.dark,
                },
              },
            }),
          },
        },
      },
    },
    materialLocales[language],
  );
}
