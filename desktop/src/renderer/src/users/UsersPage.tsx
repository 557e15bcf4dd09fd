import { Group, Loader, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG, PAGE_SIZE, roleLabel, type Role, type UserListItem } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { LoadError, SuccessBanner } from '../components/Banners.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { CreateButton } from '../components/CreateButton.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { DeleteUserModal } from './DeleteUserModal.tsx';
import { UserDetailModal } from './UserDetailModal.tsx';
import { UserWizard, type UserWizardTarget } from './UserWizard.tsx';
import { UsersTable } from './UsersTable.tsx';
import { useUsersList } from './use-users.ts';
import { Pager } from '../components/Pager.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';

const SEARCH_DEBOUNCE_MS = 300;


/** /users: 'Utenti' (spec 1 §2 Users list, User wizards and detail). */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [viewId, setViewId] = useState<number | null>(null);
  const [wizard, setWizard] = useState<UserWizardTarget | null>(null);
  const [deleting, setDeleting] = useState<UserListItem | null>(null);
  const [success, showSuccess] = useSuccessBanner();

  const query = useUsersList({ page, per_page: PAGE_SIZE, search: debouncedSearch || undefined, role: role || null });
  const data = query.data;
  const rows = data?.users ?? [];
  const pagination = data?.pagination;
  const permissions = data?.permissions;
  const manageableRoles = permissions?.manageable_roles ?? [];
  const filtered = search.trim() !== '' || role !== '';

  const roleOptions = [
    { value: '', label: 'Tutti i ruoli' },
    ...manageableRoles.map((value) => ({ value, label: roleLabel(value) })),
  ];

  const saved = (message: string) => {
    setWizard(null);
    showSuccess(message);
  };

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
          <TextInput
            label="Cerca"
            placeholder="Cerca per nome, email..."
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, minWidth: 260 }}
          />
          {manageableRoles.length > 0 ? (
            <NativeSelect
              label="Ruolo"
              data={roleOptions}
              value={role}
              onChange={(event) => {
                setRole(event.currentTarget.value as Role | '');
                setPage(1);
              }}
              w={200}
            />
          ) : null}
        </Group>
      </Paper>

      <Paper withBorder radius="md" p="md">
        {query.error ? (
          <LoadError
            title={MSG.usersLoadFailed}
            message={userMessage(query.error, MSG.usersLoadFailed) !== MSG.usersLoadFailed ? userMessage(query.error, MSG.usersLoadFailed) : null}
            onRetry={() => void query.refetch()}
            mb="md"
          />
        ) : null}

        {query.isPending ? (
          <Group justify="center" py="xl" role="status">
            <Loader size="sm" />
            <Text c="dimmed">Caricamento utenti...</Text>
          </Group>
        ) : rows.length === 0 ? (
          query.error ? null : (
            <EmptyState
              icon={IconUsersGroup}
              title={filtered ? 'Nessun utente trovato' : 'Nessun utente presente'}
              hint={filtered ? 'Prova a cambiare la ricerca o il ruolo.' : null}
            />
          )
        ) : (
          <UsersTable
            users={rows}
            onView={(user) => setViewId(user.id)}
            onEdit={(user) => setWizard({ mode: 'edit', userId: user.id })}
            onDelete={(user) => setDeleting(user)}
          />
        )}

        {pagination && pagination.total_pages > 1 ? (
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              {pagination.total} utenti
            </Text>
            <Pager pagination={pagination} onPage={setPage} />
          </Group>
        ) : null}
      </Paper>

      <UserDetailModal
        userId={viewId}
        onClose={() => setViewId(null)}
        onEdit={(user) => {
          setViewId(null);
          setWizard({ mode: 'edit', userId: user.id });
        }}
      />
      {wizard ? (
        <UserWizard target={wizard} manageableRoles={manageableRoles} onClose={() => setWizard(null)} onSaved={saved} />
      ) : null}
      {deleting ? <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} /> : null}
    </>
  );
}
