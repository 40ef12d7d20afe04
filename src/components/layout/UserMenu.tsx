import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { useAppSelector } from '../../slices/hooks';
import { RoutePath } from '../../lib/routePaths';
import { formatText } from '../../lib/format';
import { selectSessionUser } from '../../slices/authSlice';
import { ProfileAvatar } from '../display/ProfileAvatar';
import { useSignOut } from './useSignOut';
import { Link as RouterLink } from 'react-router';

/**
 * The header's account menu: avatar and first name; full name, email, profile and sign-out inside.
 * Who is signed in heads the popover above the menu, not inside it: a menu holds only its items.
 */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const user = useAppSelector(selectSessionUser);
  const signOut = useSignOut();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('layout:userMenu.open')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreRounded aria-hidden />}
        sx={{ borderRadius: 999, pl: 0.5 }}
      >
        <ProfileAvatar
          imageId={user?.imageId}
          firstName={user?.firstName}
          lastName={user?.lastName}
          size={36}
        />
        <Box component="span" sx={{ ml: 1, display: { xs: 'none', sm: 'inline' } }}>
          {formatText(user?.firstName)}
        </Box>
      </Button>
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box id={`${menuId}-who`} sx={{ px: 2, py: 1.5 }}>
          <Typography variant="subtitle2" component="p">
            {formatText(fullName)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatText(user?.email)}
          </Typography>
        </Box>
        <Divider />
        <MenuList
          id={menuId}
          autoFocusItem={Boolean(anchor)}
          aria-labelledby={`${menuId}-who`}
          onKeyDown={(event) => {
            // Tab leaves a menu, as in MUI's Menu: closed, the focus back on the account button,
            // from where the next Tab moves on. The popover's focus trap would keep it here.
            if (event.key === 'Tab') {
              event.preventDefault();
              close();
            }
          }}
        >
          <MenuItem component={RouterLink} to={RoutePath.profile} onClick={close}>
            <ListItemIcon>
              <PersonRounded fontSize="small" />
            </ListItemIcon>
            {t('layout:userMenu.profile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              void signOut();
            }}
          >
            <ListItemIcon>
              <LogoutRounded fontSize="small" />
            </ListItemIcon>
            {t('layout:userMenu.signOut')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
