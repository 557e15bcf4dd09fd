import { Group, NativeSelect, Paper } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { isRole, MSG, PAGE_SIZE, roleLabel, type Role, type UserListItem } from '@banco/shared';
import { countOf } from '../format/format.ts';
import { userMessage } from '../api/errors.ts';
import { SuccessBanner } from '../components/Banners.tsx';
import { CreateButton } from '../components/CreateButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { DeleteUserModal } from './DeleteUserModal.tsx';
import { UserDetailModal } from './UserDetailModal.tsx';
import { UserWizard, type UserWizardTarget } from './UserWizard.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useUsersList } from './use-users.ts';
import { ListPanel } from '../components/ListPanel.tsx';
import { ListSearchField } from '../components/ListSearchField.tsx';
import { useListUrlState } from '../components/use-list-url-state.ts';
import { useSuccessBanner } from '../components/use-success-banner.ts';

const FILTER_KEYS = ['role'] as const;

/** The detail under the failure's title: the server's reason, when it says more than the title does. */
function usersLoadDetail(error: unknown): string | null {
  const message = userMessage(error, MSG.usersLoadFailed);
  return message !== MSG.usersLoadFailed ? message : null;
}

/** /users: 'Utenti' (spec 1 §2 Users list, User wizards and detail). */
export function UsersPage() {
  const listState = useListUrlState(FILTER_KEYS);
  const { page, search, setPage } = listState;
  const role: Role | '' = isRole(listState.filters.role) ? listState.filters.role : '';
  const [viewId, setViewId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<UserWizardTarget | null>(null);
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const [success, showSuccess] = useSuccessBanner();

  const query = useUsersList({ page, per_page: PAGE_SIZE, search: search || undefined, role: role || null });
  const data = query.data;
  const rows = data?.users ?? [];
  const pagination = data?.pagination;
  const permissions = data?.permissions;
  const manageableRoles = permissions?.manageable_roles ?? [];
  const filtered = search !== '' || role !== '';

  const roleOptions = [
    { value: '', label: 'Tutti i ruoli' },
    ...manageableRoles.map((value) => ({ value, label: roleLabel(value) })),
  ];

  const deleted = (message: string) => {
    setDeleting(null);
    showSuccess(message);
    // the last row of a page went away: show the page before
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };

  return (
    <>
      <PageHeader
        title="Utenti"
        description="Il personale delle tue aziende e dei tuoi negozi, con ruoli e accessi"
        actions={
          permissions?.can_create ? (
            <CreateButton label="Nuovo Utente" blockedReason={permissions.create_blocked_reason} onClick={() => setWizard({ mode: 'create' })} />
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
        failure={{ title: MSG.usersLoadFailed, message: usersLoadDetail }}
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
          onView={(user) => setViewId(user.id)}
          onEdit={(user) => setWizard({ mode: 'edit', userId: user.id })}
          onDelete={(user) => setDeleting(user)}
        />
      </ListPanel>

      <UserDetailModal
        userId={viewId}
        onClose={() => setViewId(null)}
        onEdit={(user) => {
          setViewId(null);
          setWizard({ mode: 'edit', userId: user.id });
        }}
      />
      {wizard ? (
        <UserWizard target={wizard} manageableRoles={manageableRoles} onClose={() => setWizard(null)} />
      ) : null}
      {deleting ? <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} /> : null}
    </>
  );
}
