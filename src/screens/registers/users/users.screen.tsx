import { useState } from 'react';
import { USER_TYPES, type User } from '../../../domain/user';
import { companyDisplayName } from '../../../domain/users-register';
import { useLoadErrorToast } from '../../../services/use-load-error-toast';
import { fetchUsers, useInvalidateUsers, useUsersList } from '../../../services/users.api';
import { EditIcon } from '../../../ui/action-icons';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { type IconProps, Svg } from '../../../ui/icons';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import {
  activeOf,
  StatusFilter,
  type StatusFilterValue,
  useRegisterFilters,
} from '../shared/register-filters';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { PasswordDialog } from './password.dialog';
import { UserFormDialog } from './user-form.dialog';

// /users — doc 3 §2 "Users: columns name, company (trade name, else corporate name), type, status,
// actions (edit, change password). Filters, a new-user button, a create/edit dialog and a
// change-password dialog"; §8 user create/update toasts (the API's messages). Filters (the seed
// names none): name or user name, type, status — what GET /users takes. No delete: the seed lists
// none and the API has none. Excel export of the filtered list.

interface Filters {
  name: string;
  type: string;
  status: StatusFilterValue;
}
const EMPTY: Filters = { name: '', type: 'all', status: 'all' };
const queryOf = (f: Filters) => ({
  name: f.name.trim() || undefined,
  type: f.type === 'all' ? undefined : f.type,
  isActive: activeOf(f.status),
});

const KeyIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
  </Svg>
);

export function UsersScreen() {
  const t = useT();
  const invalidate = useInvalidateUsers();
  const filters = useRegisterFilters(EMPTY);
  const { paging } = filters;
  // users are not deleted (above): the delete confirmation never opens
  const crud = useRegisterEditing<User>(async () => undefined, invalidate);
  const wording = useRegisterWording<User>('registers.users', (u) => u.profile.name);
  const [passwordOf, setPasswordOf] = useState<User | null>(null);
  const list = useUsersList({ page: paging.page, take: paging.pageSize, ...queryOf(filters.applied) });
  // doc 2 §8 "Failure loading users: 'Houve algum problema ao carregar os usuários'"
  useLoadErrorToast(list, 'registers.users.loadError');

  const header = (key: string) => t(`registers.users.columns.${key}`);
  const typeText = (type: string) => t(`registers.users.type.${type}`);
  const statusText = (active: boolean) =>
    t(active ? 'registers.users.status.active' : 'registers.users.status.inactive');
  const columns: DataTableColumn<User>[] = [
    { key: 'name', header: header('name'), render: (u) => u.profile.name },
    { key: 'userName', header: header('userName') },
    { key: 'company', header: header('company'), render: (u) => companyDisplayName(u.company) },
    { key: 'type', header: header('type'), render: (u) => typeText(u.type) },
    wording.statusColumn((u) => u.isActive),
    {
      key: 'actions',
      header: header('actions'),
      align: 'right',
      width: '6rem',
      render: (u) => (
        <RowActions>
          <RowActionButton
            label={t('registers.users.actions.edit', { name: u.profile.name })}
            onClick={() => crud.setEditing(u)}
          >
            <EditIcon />
          </RowActionButton>
          <RowActionButton
            label={t('registers.users.actions.password', { name: u.profile.name })}
            onClick={() => setPasswordOf(u)}
          >
            <KeyIcon />
          </RowActionButton>
        </RowActions>
      ),
    },
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('registers.users.title')}
      newLabel={t('registers.users.new')}
      exportTo={{
        title: t('registers.users.title'),
        fileName: t('registers.users.fileName'),
        columns: [
          { header: header('name'), value: (u: User) => u.profile.name },
          { header: header('userName'), value: (u: User) => u.userName },
          { header: header('company'), value: (u: User) => companyDisplayName(u.company) },
          { header: header('type'), value: (u: User) => typeText(u.type) },
          { header: header('status'), value: (u: User) => statusText(u.isActive) },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchUsers({ page, take, ...queryOf(filters.applied) });
          return { rows: answer.users, total: answer.total };
        },
      }}
    >
      <FilterPanel searching={list.isFetching && !list.isLoading} {...filters.panel}>
        <TextField
          label={t('registers.users.filters.name')}
          value={filters.draft.name}
          onValueChange={filters.set('name')}
        />
        <Select
          label={t('registers.users.filters.type')}
          items={[
            { value: 'all', label: t('registers.filters.all') },
            ...USER_TYPES.map((type) => ({ value: type, label: typeText(type) })),
          ]}
          value={filters.draft.type}
          onValueChange={(v) => filters.set('type')(v ?? 'all')}
        />
        <StatusFilter
          label={t('registers.users.filters.status')}
          value={filters.draft.status}
          onChange={filters.set('status')}
          texts={{ active: 'registers.users.status.active', inactive: 'registers.users.status.inactive' }}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('registers.users.title')}
        columns={columns}
        rows={list.data?.users}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        editor={(row, events) => <UserFormDialog user={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
      {passwordOf && <PasswordDialog user={passwordOf} onClose={() => setPasswordOf(null)} />}
    </RegisterPage>
  );
}
