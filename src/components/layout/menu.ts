import type { SvgIconComponent } from '@mui/icons-material';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import PoolRounded from '@mui/icons-material/PoolRounded';
import { RoutePath } from '../../lib/routePaths';

export interface MenuPage {
  path: RoutePath;
  /** The page's title key; the menu, the breadcrumb and the header search all show it. */
  titleKey: string;
}

export interface MenuGroup {
  id: string;
  labelKey: string;
  icon: SvgIconComponent;
  pages: MenuPage[];
}

/** Counts of waiting work the sidebar shows beside its entries, by page. */
export type MenuBadges = Partial<Record<RoutePath, number>>;

/** The count a group's entry shows while its submenu is closed: its pages' counts together. */
export const groupBadgeOf = (group: MenuGroup, badges: MenuBadges) =>
  group.pages.reduce((sum, page) => sum + (badges[page.path] ?? 0), 0);

/** The sidebar's single entry before the groups. */
export const homeEntry: MenuPage & { icon: SvgIconComponent } = {
  path: RoutePath.home,
  titleKey: 'pages:home.title',
  icon: HomeRounded,
};

/** The sidebar's groups (spec section 2), each a submenu. */
export const menuGroups: MenuGroup[] = [
  {
    id: 'poolVilla',
    labelKey: 'layout:menu.poolVilla',
    icon: PoolRounded,
    pages: [{ path: RoutePath.propertyManagement, titleKey: 'pages:propertyManagement.title' }],
  },
  {
    id: 'user',
    labelKey: 'layout:menu.user',
    icon: PeopleRounded,
    pages: [
      { path: RoutePath.userManagement, titleKey: 'pages:userManagement.title' },
      { path: RoutePath.partnerManagement, titleKey: 'pages:partnerManagement.title' },
      // Every change administrators made, anywhere: they are users, so their log sits here.
      { path: RoutePath.auditLog, titleKey: 'pages:auditLog.title' },
    ],
  },
  {
    id: 'bookings',
    labelKey: 'layout:menu.bookings',
    icon: EventNoteRounded,
    pages: [
      { path: RoutePath.transferManagement, titleKey: 'pages:transferManagement.title' },
      { path: RoutePath.partnerBookings, titleKey: 'pages:partnerBookings.title' },
      { path: RoutePath.partnerEarnings, titleKey: 'pages:partnerEarnings.title' },
      { path: RoutePath.payoutRun, titleKey: 'pages:payoutRun.title' },
      { path: RoutePath.payoutBatches, titleKey: 'pages:payoutBatches.title' },
    ],
  },
];

/** Every page the header search can jump to. */
export const searchablePages: MenuPage[] = [
  homeEntry,
  ...menuGroups.flatMap((group) => group.pages),
  { path: RoutePath.profile, titleKey: 'pages:profile.title' },
];

export const groupOfPath = (pathname: string) =>
  menuGroups.find((group) => group.pages.some((page) => page.path === pathname))?.id ?? null;
