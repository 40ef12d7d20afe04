/** Design tokens shared by the light and dark themes and the layout. */
export const brand = {
  /** Calm ocean teal: water, pools, the coast. */
  primary: {
    light: '#4fb3bf',
    main: '#0e7c86',
    dark: '#075e66',
    contrastText: '#ffffff',
    // The dark theme's primary: light enough for 4.5:1 as text even on a hovered, tinted card.
    onDark: '#6ccad3',
  },
  secondary: { light: '#ffc38a', main: '#f29b4b', dark: '#c46d1d', contrastText: '#1f1300' },
};

export const surfaces = {
  light: {
    background: '#f4f7f8',
    paper: '#ffffff',
    divider: '#e3e9ec',
    text: '#15242b',
    textSecondary: '#5a6b73',
  },
  dark: {
    background: '#0c1418',
    paper: '#121e24',
    divider: '#22323a',
    text: '#e7eef1',
    textSecondary: '#9db0b8',
  },
};

export const layout = {
  sidebarWidth: 290,
  sidebarCollapsedWidth: 90,
  headerHeight: 72,
  /** Under this width the sidebar is an overlay drawer (spec section 9). */
  mobileBreakpoint: 768,
  /** From this width the sidebar starts expanded and the toggle collapses it (spec section 9). */
  desktopBreakpoint: 1024,
};

export const fontFamily = [
  '"IBM Plex Sans Thai"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');
