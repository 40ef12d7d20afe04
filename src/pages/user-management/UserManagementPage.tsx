import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import { useAppSelector } from '../../slices/hooks';
import { useConfirm } from '../../components/dialogs/useConfirm';
import { ProfileAvatar } from '../../components/display/ProfileAvatar';
import { PageBreadcrumb } from '../../components/layout/PageBreadcrumb';
import { recordListStatus, useRecordInAddress } from '../../components/navigation/useRecordInAddress';
import {
  actionsColumn,
  DataTable,
  SelectField,
  TruncatedText,
  useListStateInUrl,
  useRowTasks,
  type DataTableColumn,
  type FilterOptions,
  type SearchTexts,
} from '../../components/table';
import { formatPhone, formatText } from '../../lib/format';
import { canonicalPhone } from '../../lib/phone';
import { ROLES, type Profile, type Role } from '../../../contract';
import {
  useChangeProfileRoleMutation,
  useDeleteProfileMutation,
  useSearchProfilesQuery,
  useSetProfileActiveMutation,
} from '../../services/profilesApi';
import { everyProfile } from '../../services/request';
import { selectSessionUser } from '../../slices/authSlice';
import { ActiveSwitch } from './ActiveSwitch';
import { displayName } from '../../lib/names';
import { isRole, roleLabel } from './profileText';
import { listRefreshOf } from '../../components/feedback/ListFreshness';

type UserFilter = 'role' | 'status';
/** Spec section 2: role all / partner / admin / customer; status active / inactive. First = no filter. */
const listOptions: { filters: FilterOptions<UserFilter> } = {
  filters: { role: ['ALL', 'PARTNER', 'ADMIN', 'CUSTOMER'], status: ['all', 'active', 'inactive'] },
};

/**
 * What the search looks in: the texts the admin reads in a row (name, email, phone number), the
 * phone number both as shown and as stored, so "081-234-5678" and "0812345678" find it alike.
 */
const profileSearchTexts: SearchTexts<Profile> = (profile) => [
  displayName(profile),
  profile.firstName,
  profile.lastName,
  profile.email,
  profile.phoneNumber && formatPhone(profile.phoneNumber),
  profile.phoneNumber && canonicalPhone(profile.phoneNumber),
];

/** The edit and change-role dialogs load when first opened: most visits search, switch and delete. */
const EditUserDialog = lazy(() =>
  import('./EditUserDialog').then((module) => ({ default: module.EditUserDialog })),
);
const ChangeRoleDialog = lazy(() =>
  import('./ChangeRoleDialog').then((module) => ({ default: module.ChangeRoleDialog })),
);

const roleColors: Record<Role, 'primary' | 'secondary' | 'default'> = {
  ADMIN: 'primary',
  PARTNER: 'secondary',
  CUSTOMER: 'default',
};

/**
 * User management (spec section 2): every profile from the profiles search call, searched (name,
 * email, phone number) and filtered by role and status in the browser, at each keystroke, with no
 * further call; the active switch, editing the details, the change-role dialog and delete, each keeping the row
 * busy while it runs and telling the admin when it fails. An admin's own account cannot be
 * deactivated, demoted or deleted (the sandbox refuses with 409): the controls say so up front.
 */
export default function UserManagementPage() {
  const { t } = useTranslation(['users', 'status', 'roles', 'pages', 'records']);
  const list = useListStateInUrl<UserFilter>(listOptions);
  const { filters } = list.state;
  const me = useAppSelector(selectSessionUser);
  const query = useSearchProfilesQuery(everyProfile);
  const [setActive] = useSetProfileActiveMutation();
  const [changeRole] = useChangeProfileRoleMutation();
  const [deleteProfile] = useDeleteProfileMutation();
  const tasks = useRowTasks();
  const { confirm, dialog } = useConfirm();
  const [roleTarget, setRoleTarget] = useState<Profile | null>(null);
  // Looked for among every profile, not only those the filters show: the link names the user.
  const editing = useRecordInAddress<Profile>({
    kind: 'user',
    find: (profileId) => query.currentData?.find((profile) => profile.profileId === profileId),
    idOf: (profile) => profile.profileId,
    status: recordListStatus(query),
  });
  const { open: openEdit } = editing;

  const { role, status } = filters;
  const rows = useMemo(() => {
    if (!query.data || (role === 'ALL' && status === 'all')) return query.data;
    const active = status === 'active';
    return query.data.filter(
      (profile) =>
        (role === 'ALL' || profile.role === role) &&
        (status === 'all' || (profile.active === true) === active),
    );
  }, [query.data, role, status]);

  const columns = useMemo((): DataTableColumn<Profile>[] => {
    const roleLabels = Object.fromEntries(ROLES.map((known) => [known, roleLabel(t, known)])) as Record<
      Role,
      string
    >;
    const isMe = (profile: Profile) => Boolean(me?.id) && profile.profileId === me?.id;
    const nameOf = (profile: Profile) => formatText(displayName(profile));

    const toggle = (profile: Profile) =>
      void tasks.run(
        profile.profileId,
        'users:failed.active',
        () => setActive({ profileId: profile.profileId, active: !profile.active }).unwrap(),
        {
          messageKey: profile.active ? 'users:done.deactivated' : 'users:done.activated',
          values: { name: nameOf(profile) },
        },
      );
    const remove = async (profile: Profile) => {
      const confirmed = await confirm({
        title: t('users:delete.title'),
        message: t('users:delete.message', { name: nameOf(profile), email: formatText(profile.email) }),
        confirmLabel: t('users:delete.confirm'),
        danger: true,
      });
      if (confirmed)
        await tasks.run(
          profile.profileId,
          'users:failed.delete',
          () => deleteProfile(profile.profileId).unwrap(),
          { messageKey: 'users:done.delete', values: { name: nameOf(profile) } },
        );
    };

    return [
      {
        field: 'fullName',
        headerName: t('users:columns.user'),
        flex: 1.4,
        minWidth: 160,
        valueGetter: (_value, profile) => displayName(profile),
        renderCell: ({ row, value, hasFocus }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <ProfileAvatar imageId={row.image} firstName={row.firstName} lastName={row.lastName} size={34} />
            <TruncatedText value={value} focused={hasFocus} />
            {isMe(row) && <Chip size="small" variant="outlined" color="primary" label={t('users:you')} />}
          </Box>
        ),
      },
      { field: 'email', headerName: t('users:columns.email'), flex: 1.2, minWidth: 200, hideBelow: 'sm' },
      {
        field: 'phoneNumber',
        headerName: t('users:columns.phoneNumber'),
        valueFormatter: (value) => formatPhone(value),
        minWidth: 140,
        flex: 0.7,
        hideBelow: 'md',
      },
      {
        field: 'role',
        headerName: t('users:columns.role'),
        width: 150,
        hideBelow: 'sm',
        // Sorted and exported by the label the admin reads (each label translated once, not per row).
        valueGetter: (value) => (isRole(value) ? roleLabels[value] : '-'),
        renderCell: ({ row, value }) => (
          <Chip
            size="small"
            label={value}
            color={roleColors[row.role] ?? 'default'}
            variant={row.role === 'CUSTOMER' ? 'outlined' : 'filled'}
          />
        ),
      },
      {
        field: 'active',
        headerName: t('users:columns.active'),
        width: 96,
        valueGetter: (value) => value === true,
        valueFormatter: (value) => t(value ? 'status:active' : 'status:inactive'),
        renderCell: ({ row, value, hasFocus, tabIndex }) => (
          <ActiveSwitch
            active={value === true}
            label={t('users:activeLabel', { name: nameOf(row) })}
            lockedReason={isMe(row) && row.active === true ? t('users:self.deactivate') : undefined}
            busy={tasks.isBusy(row.profileId)}
            onToggle={() => toggle(row)}
            hasFocus={hasFocus}
            tabIndex={tabIndex}
          />
        ),
      },
      actionsColumn<Profile>({
        headerName: t('users:columns.actions'),
        width: 136,
        actions: (profile) => [
          {
            key: 'edit',
            label: t('users:actions.edit', { name: nameOf(profile) }),
            icon: <EditRounded fontSize="small" />,
            color: 'primary',
            onClick: () => openEdit(profile),
          },
          {
            key: 'role',
            label: t('users:actions.changeRole', { name: nameOf(profile) }),
            icon: <ManageAccountsRounded fontSize="small" />,
            color: 'primary',
            disabledReason: isMe(profile) && profile.role === 'ADMIN' ? t('users:self.demote') : undefined,
            onClick: () => setRoleTarget(profile),
          },
          {
            key: 'delete',
            label: t('users:actions.delete', { name: nameOf(profile) }),
            icon: <DeleteOutlineRounded fontSize="small" />,
            color: 'error',
            disabledReason: isMe(profile) ? t('users:self.delete') : undefined,
            onClick: () => void remove(profile),
          },
        ],
      }),
    ];
  }, [t, me?.id, tasks, setActive, deleteProfile, confirm, openEdit]);

  const isRowBusy = useCallback((profile: Profile) => tasks.isBusy(profile.profileId), [tasks]);
  const filterFields = useMemo(
    () => (
      <>
        <SelectField
          label={t('users:filters.role')}
          value={filters.role}
          options={listOptions.filters.role.map((role) => ({ value: role, label: t(`roles:${role}`) }))}
          onChange={(role) => list.setFilter('role', role)}
        />
        <SelectField
          label={t('users:filters.status')}
          value={filters.status}
          options={listOptions.filters.status.map((status) => ({
            value: status,
            label: t(`users:filters.statuses.${status}`),
          }))}
          onChange={(status) => list.setFilter('status', status)}
        />
      </>
    ),
    [t, filters.role, filters.status, list],
  );

  const searching = list.filtered && filters.status === 'all';
  return (
    <>
      <PageBreadcrumb title={t('pages:userManagement.title')} />
      <DataTable<Profile>
        label={t('users:tableLabel')}
        rows={rows}
        columns={columns}
        list={list}
        getRowId={(profile) => profile.profileId}
        searchTexts={profileSearchTexts}
        rowNumbers
        loading={query.isFetching}
        error={query.isError}
        errorMessage={t(searching ? 'errors.searchFailed' : 'errors.loadFailed')}
        onRetry={() => void query.refetch()}
        refresh={listRefreshOf(query)}
        isRowBusy={isRowBusy}
        exportFileName={t('users:exportFileName')}
        filters={filterFields}
      />
      <Suspense>
        {roleTarget && (
          <ChangeRoleDialog
            profile={roleTarget}
            onClose={() => setRoleTarget(null)}
            onChange={(newRole) =>
              void tasks.run(
                roleTarget.profileId,
                'users:failed.role',
                () => changeRole({ profileId: roleTarget.profileId, newRole }).unwrap(),
                {
                  messageKey: 'users:done.role',
                  values: { name: formatText(displayName(roleTarget)), role: roleLabel(t, newRole) },
                },
              )
            }
          />
        )}
        {editing.record && <EditUserDialog profile={editing.record} onClose={editing.close} />}
      </Suspense>
      {dialog}
    </>
  );
}
