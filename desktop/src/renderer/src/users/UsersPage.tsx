import { Group, NativeSelect, Paper } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { isRole, MSG, PAGE_SIZE, roleLabel, type Role, type UserListItem } from '@banco/shared';
import { countOf } from '../format/format.ts';
import { SuccessBanner } from '../components/Banners.tsx';
import { CreateButton } from '../components/CreateButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { DeleteUserModal } from './DeleteUserModal.tsx';
import { UserDetailModal } from './UserDetailModal.tsx';
import { UserWizard, type UserWizardTarget } from './UserWizard.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useUsersList } from './use-users.ts';
import { ListPanel } from '../components/ListPanel.tsx';
import { titledLoadFailure } from '../components/load-failure.ts';
import { ListSearchField } from '../components/ListSearchField.tsx';
import { useListUrlState } from '../components/use-list-url-state.ts';
import { useRowDialogs } from '../components/use-row-dialogs.ts';
import { useSuccessBanner } from '../components/use-success-banner.ts';

const FILTER_KEYS = ['role'] as const;

/** /users: 'Utenti' (spec 1 §2 Users list, User wizards and detail). */
export function UsersPage() {
  const listState = useListUrlState(FILTER_KEYS);
  const { page, search, setPage } = listState;
  const role: Role | '' = isRole(listState.filters.role) ? listState.filters.role : '';
  const [success, showSuccess] = useSuccessBanner();

  const query = useUsersList({ page, per_page: PAGE_SIZE, search: search || undefined, role: role || null });
  const data = query.data;
  const rows = data?.users ?? [];
  const pagination = data?.pagination;
  const permissions = data?.permissions;
  const manageableRoles = permissions?.manageable_roles ?? [];
  const filtered = search !== '' || role !== '';
  const dialogs = useRowDialogs<UserListItem, UserWizardTarget>({ page, setPage, rowsOnPage: rows.length }, showSuccess);

  const roleOptions = [
    { value: '', label: 'Tutti i ruoli' },
    ...manageableRoles.map((value) => ({ value, label: roleLabel(value) })),
  ];

  return (
    <>
      <PageHeader
        title="Utenti"
        description="Il personale delle tue aziende e dei tuoi negozi, con ruoli e accessi"
        actions={
          permissions?.can_create ? (
            <CreateButton label="Nuovo Utente" blockedReason={permissions.create_blocked_reason} onClick={() => dialogs.openWizard({ mode: 'create' })} />
          ) : null
        }
      />

      <SuccessBanner message={success} />

      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <ListSearchField list={listState} placeholder="Cerca per nome, email..." />
          {manageableRoles.length > 0 ? (
            <NativeSelect
              label="Ruolo"
              data={roleOptions}
              value={role}
              onChange={(event) => listState.setFilter('role', event.currentTarget.value)}
              w={200}
            />
          ) : null}
        </Group>
      </Paper>

      <ListPanel
        query={query}
        failure={titledLoadFailure(MSG.usersLoadFailed)}
        loadingText="Caricamento utenti..."
        rowCount={rows.length}
        empty={{
          icon: IconUsersGroup,
          filtered,
          notFound: 'Nessun utente trovato',
          hint: 'Prova a cambiare la ricerca o il ruolo.',
          none: 'Nessun utente presente',
        }}
        paging={{ pagination, onPage: setPage, summary: ({ total }) => countOf(total, 'utente', 'utenti'), singlePage: 'nothing' }}
      >
        <UsersTable
          users={rows}
          onView={(user) => dialogs.view(user.id)}
          onEdit={(user) => dialogs.openWizard({ mode: 'edit', userId: user.id })}
          onDelete={dialogs.askDelete}
        />
      </ListPanel>

      <UserDetailModal
        userId={dialogs.viewId}
        onClose={dialogs.closeView}
        onEdit={(user) => dialogs.editFromView({ mode: 'edit', userId: user.id })}
      />
      {dialogs.wizard ? (
        <UserWizard target={dialogs.wizard} manageableRoles={manageableRoles} onClose={dialogs.closeWizard} />
      ) : null}
      {dialogs.deleting ? <DeleteUserModal user={dialogs.deleting} onClose={dialogs.cancelDelete} onDeleted={dialogs.deleted} /> : null}
    </>
  );
}
