import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { getConfig } from '../../lib/config';
import { layout } from '../../theme';
import { BrandLogo } from '../brand/BrandLogo';
import { MenuBadge } from './MenuBadge';
import { groupBadgeOf, groupOfPath, homeEntry, menuGroups, type MenuBadges } from './menu';
import { LanguageSwitch } from '../preferences/LanguageSwitch';

interface SidebarContentProps {
  /** Labels, submenus and the info card show; collapsed, only the icons do. */
  expanded: boolean;
  onNavigate?: () => void;
  badges: MenuBadges;
}

function SidebarContent({ expanded, onNavigate, badges }: SidebarContentProps) {
  const { t } = useTranslation(['layout', 'pages']);
  const { pathname } = useLocation();
  // One submenu open at a time; the current page's group starts open.
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOfPath(pathname));
  const HomeIcon = homeEntry.icon;
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  const withTooltip = (label: string, node: ReactElement) =>
    expanded ? (
      node
    ) : (
      <Tooltip title={label} placement="right">
        {node}
      </Tooltip>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        sx={{
          height: layout.headerHeight,
          display: 'flex',
          alignItems: 'center',
          px: expanded ? 3 : 0,
          justifyContent: expanded ? 'flex-start' : 'center',
        }}
      >
        <BrandLogo showName={expanded} />
      </Box>
      {expanded && (
        <Typography variant="overline" sx={{ px: 3, color: 'text.secondary' }}>
          {t('layout:menu.title')}
        </Typography>
      )}
      <List
        component="div"
        sx={{ px: 2, flexGrow: 1, '& .MuiListItemButton-root': { mb: 0.5, minHeight: 44 } }}
      >
        {withTooltip(
          t(homeEntry.titleKey),
          <ListItemButton
            component={RouterLink}
            to={homeEntry.path}
            selected={pathname === homeEntry.path}
            aria-current={pathname === homeEntry.path ? 'page' : undefined}
            onClick={onNavigate}
            aria-label={expanded ? undefined : t(homeEntry.titleKey)}
          >
            <ListItemIcon sx={{ minWidth: expanded ? 40 : 'auto' }}>
              <HomeIcon />
            </ListItemIcon>
            {expanded && <ListItemText primary={t(homeEntry.titleKey)} />}
          </ListItemButton>,
        )}
        {menuGroups.map((group) => {
          const Icon = group.icon;
          const open = expanded && openGroup === group.id;
          const active = group.pages.some((page) => page.path === pathname);
          const submenuId = `submenu-${group.id}`;
          // Closed, a group shows its pages' counts together: on its icon in the collapsed rail.
          const groupCount = open ? 0 : groupBadgeOf(group, badges);
          return (
            <Box key={group.id}>
              {withTooltip(
                t(group.labelKey),
                <ListItemButton
                  selected={active && !open}
                  aria-expanded={open}
                  aria-controls={submenuId}
                  aria-label={
                    expanded
                      ? undefined
                      : groupCount > 0
                        ? `${t(group.labelKey)}, ${t('layout:menu.badge', { count: groupCount })}`
                        : t(group.labelKey)
                  }
                  onClick={() => setOpenGroup(open ? null : group.id)}
                >
                  <ListItemIcon sx={{ minWidth: expanded ? 40 : 'auto' }}>
                    <Icon />
                    {!expanded && <MenuBadge count={groupCount} onIcon />}
                  </ListItemIcon>
                  {expanded && <ListItemText primary={t(group.labelKey)} />}
                  {expanded && <MenuBadge count={groupCount} />}
                  {expanded && (
                    <ExpandMoreRounded
                      aria-hidden
                      sx={{ transition: 'transform 200ms', transform: open ? 'rotate(180deg)' : 'none' }}
                    />
                  )}
                </ListItemButton>,
              )}
              <Collapse in={open} timeout="auto" unmountOnExit id={submenuId}>
                <List component="div" disablePadding>
                  {group.pages.map((page) => (
                    <ListItemButton
                      key={page.path}
                      component={RouterLink}
                      to={page.path}
                      selected={pathname === page.path}
                      aria-current={pathname === page.path ? 'page' : undefined}
                      onClick={onNavigate}
                      sx={{ pl: 7 }}
                    >
                      <ListItemText
                        primary={t(page.titleKey)}
                        slotProps={{ primary: { variant: 'body2' } }}
                      />
                      <MenuBadge count={badges[page.path]} />
                    </ListItemButton>
                  ))}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
      {expanded && narrow && (
        // The header has room for the language switch from 900 px only: below, it is here.
        <Box sx={{ display: 'flex', px: 2, pt: 1 }}>
          <LanguageSwitch />
        </Box>
      )}
      {expanded && (
        <Paper variant="outlined" sx={{ m: 2, p: 2, bgcolor: 'action.hover' }}>
          <Typography variant="subtitle2">{t('layout:infoCard.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
            {t('layout:infoCard.description')}
          </Typography>
          <Button
            fullWidth
            variant="contained"
            size="small"
            href={getConfig().consumerSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewRounded aria-hidden />}
          >
            {t('layout:infoCard.action')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}

export interface SidebarProps {
  /** Under 768 px: an overlay drawer opened by the header's toggle. */
  overlay: boolean;
  overlayOpen: boolean;
  onOverlayClose: () => void;
  /** From 768 px: a fixed rail, 290 px expanded or 90 px collapsed. */
  collapsed: boolean;
  /** Waiting work by page, beside the entries. */
  badges?: MenuBadges;
}

const NO_BADGES: MenuBadges = {};

/** The sidebar of spec section 2; hovering (or tabbing into) the collapsed rail expands it over the page. */
export function Sidebar({
  overlay,
  overlayOpen,
  onOverlayClose,
  collapsed,
  badges = NO_BADGES,
}: SidebarProps) {
  const { t } = useTranslation(['layout', 'pages']);
  const [peeking, setPeeking] = useState(false);
  // Mounted from its first opening on (then kept, for the next ones): a closed drawer mounted at
  // start would make its slide measure the page while the console draws it.
  const [overlayOpened, setOverlayOpened] = useState(overlayOpen);
  if (overlayOpen && !overlayOpened) setOverlayOpened(true);

  if (overlay) {
    return (
      <Drawer
        variant="temporary"
        open={overlayOpen}
        onClose={onOverlayClose}
        ModalProps={{ keepMounted: overlayOpened }}
        slotProps={{ paper: { sx: { width: layout.sidebarWidth } } }}
      >
        <Box component="nav" aria-label={t('layout:menu.label')} sx={{ height: '100%' }}>
          <SidebarContent expanded onNavigate={onOverlayClose} badges={badges} />
        </Box>
      </Drawer>
    );
  }

  const expanded = !collapsed || peeking;
  return (
    <Box
      component="nav"
      aria-label={t('layout:menu.label')}
      onMouseEnter={() => setPeeking(true)}
      onMouseLeave={() => setPeeking(false)}
      onFocus={() => setPeeking(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPeeking(false);
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        left: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar + 1,
        width: expanded ? layout.sidebarWidth : layout.sidebarCollapsedWidth,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        boxShadow: collapsed && peeking ? theme.shadows[8] : 'none',
        transition: theme.transitions.create(['width', 'box-shadow'], {
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <SidebarContent expanded={expanded} badges={badges} />
    </Box>
  );
}
