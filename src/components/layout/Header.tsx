import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { layout } from '../../theme';
import { LanguageSwitch } from '../preferences/LanguageSwitch';
import { ThemeToggle } from '../preferences/ThemeToggle';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  /** Whether the toggle would now close (collapse) the sidebar. */
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The search the shell is given (src/find-anything), left of the preferences. */
  search?: ReactNode;
}

/**
 * The sticky header of spec section 2. Memoised: the shell redraws its menu as the counts come in,
 * and the header, with its same props, is left as it is.
 */
export const Header = memo(function Header({ sidebarOpen, onToggleSidebar, search }: HeaderProps) {
  const { t } = useTranslation('layout');
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (theme) => `color-mix(in srgb, ${theme.palette.background.paper} 85%, transparent)`,
        backdropFilter: 'blur(8px)',
      }}
    >
      <Toolbar sx={{ minHeight: layout.headerHeight, gap: 1.5 }}>
        <IconButton
          aria-label={t('layout:header.toggleSidebar')}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {sidebarOpen ? <MenuOpenRounded /> : <MenuRounded />}
        </IconButton>
        <Box sx={{ minWidth: 0 }}>{search}</Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <LanguageSwitch />
        </Box>
        <ThemeToggle />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
});
