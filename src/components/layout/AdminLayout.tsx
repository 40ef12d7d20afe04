import { memo, useCallback, useEffect, useState, type ReactNode } from 'react';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppSelector } from '../../slices/hooks';
import { selectNotice } from '../../slices/noticeSlice';
import { followRotations } from '../../services/session';
import { useAppStore } from '../../slices/hooks';
import { layout } from '../../theme';
import { ConnectionNotice } from '../feedback/ConnectionNotice';
import { RedeployNotice } from '../feedback/RedeployNotice';
import { GridBackground } from './GridBackground';
import { Header } from './Header';
import { PageStart } from './PageStart';
import type { MenuBadges } from './menu';
import { Sidebar } from './Sidebar';

/** Theme spacing under the page while a notice shows: the snackbar's height with two lines. */
const NOTICE_CLEARANCE = 14;

export interface AdminLayoutProps {
  /** Waiting work by page, shown beside the sidebar's entries (src/work-queues). */
  menuBadges?: MenuBadges;
  /**
   * Called once the menu is on screen: from the start as a rail (768 px and up), on a phone when
   * its drawer opens. What only the menu shows can be asked for then.
   */
  onMenuShown?: () => void;
  /** The header's search (src/find-anything). */
  search?: ReactNode;
  /** What the routes below read with react-router's useOutletContext (the screens, src/app). */
  outletContext?: unknown;
}

/**
 * The admin shell: sidebar, sticky header, the page in <main>, the decorative grid behind.
 * Under 768 px the sidebar is an overlay drawer; from 768 px a rail that starts expanded from
 * 1024 px and collapsed below, which the header's toggle flips. Its route asks for the texts of all
 * the shell's parts at once (src/app/router.tsx); it waits (Suspense) for its own.
 *
 * Memoised: the shell that renders it (src/app/AdminShell.tsx) keeps state of its own, whether the
 * menu has shown and whether the screen's lists are in, that changes none of these props.
 */
export default memo(function AdminLayout({
  menuBadges,
  onMenuShown,
  search,
  outletContext,
}: AdminLayoutProps) {
  const { t } = useTranslation(['layout', 'pages']);
  // While signed in, this tab takes up the token rotations the session's other tabs make.
  const store = useAppStore();
  useEffect(() => followRotations(store), [store]);
  // RTK Query's refetch on focus and on reconnect follow the browser's events while signed in
  // (here rather than at the entry: the sign-in page loads no RTK Query).
  useEffect(() => setupListeners(store.dispatch), [store]);
  const noticeOpen = useAppSelector(selectNotice).open;
  const overlay = useMediaQuery(`(max-width:${layout.mobileBreakpoint - 0.05}px)`);
  const wide = useMediaQuery(`(min-width:${layout.desktopBreakpoint}px)`);
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const collapsed = collapsedChoice ?? !wide;
  const menuShown = !overlay || overlayOpen;
  useEffect(() => {
    if (menuShown) onMenuShown?.();
  }, [menuShown, onMenuShown]);

  const toggleSidebar = useCallback(
    () => (overlay ? setOverlayOpen((open) => !open) : setCollapsedChoice(!collapsed)),
    [overlay, collapsed],
  );
  const railWidth = collapsed ? layout.sidebarCollapsedWidth : layout.sidebarWidth;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PageStart />
      <GridBackground />
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('layout:skipToContent')}
      </Box>
      <Sidebar
        overlay={overlay}
        overlayOpen={overlayOpen}
        onOverlayClose={() => setOverlayOpen(false)}
        collapsed={collapsed}
        badges={menuBadges}
      />
      <Box
        sx={(theme) => ({
          position: 'relative',
          zIndex: 1,
          ml: overlay ? 0 : `${railWidth}px`,
          transition: theme.transitions.create('margin-left', {
            duration: theme.transitions.duration.shorter,
          }),
        })}
      >
        <Header
          sidebarOpen={overlay ? overlayOpen : !collapsed}
          onToggleSidebar={toggleSidebar}
          search={search}
        />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            // The bottom apart: a padding set at a breakpoint would win over the notice's room.
            px: { xs: 2, md: 3 },
            pt: { xs: 2, md: 3 },
            // Room under the page while a notice shows, so it covers none of the last buttons.
            pb: noticeOpen ? NOTICE_CLEARANCE : { xs: 2, md: 3 },
            maxWidth: 1536,
            mx: 'auto',
            outline: 'none',
          }}
        >
          <ConnectionNotice />
          <Outlet context={outletContext} />
          <RedeployNotice />
        </Box>
      </Box>
    </Box>
  );
});
