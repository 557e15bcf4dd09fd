import { ActionIcon, Badge, Button, Group, Loader, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG, roleLabel, type StoreUserDto } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { formatDate } from '../format/format.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { storesApi } from './stores-api.ts';
import { useAssignableUsers, useInvalidateStores, useStoreUsers } from './use-stores.ts';
import { ErrorBanner } from '../components/Banners.tsx';

/** 'Utenti Assegnati' of the edit modal: the store's users, 'Assegna Utente' and removal (spec 1 §2). */
export function StoreStaffManager({ storeId, currentUserId }: { storeId: number; currentUserId: number }) {
  const usersQuery = useStoreUsers(storeId);
  const assignableQuery = useAssignableUsers(storeId, true);
  const invalidate = useInvalidateStores();
  const [selected, setSelected] = useState<string | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StoreUserDto | null>(null);

  const assigned = usersQuery.data ?? [];
  const assignedIds = new Set(assigned.map((user) => user.id));
  const options = (assignableQuery.data ?? [])
    .filter((user) => !assignedIds.has(user.id))
    .map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name} — ${roleLabel(user.role)} (${user.email})` }));

  const assign = async () => {
    if (selected === null) return;
    setAssigning(true);
    setFailure(null);
    try {
      await storesApi.assignUser(storeId, Number(selected));
      setSelected(null);
      await invalidate();
    } catch (error) {
      setFailure(userMessage(error, MSG.storeAssignFailed));
    } finally {
      setAssigning(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    await storesApi.unassignUser(storeId, removing.id);
    setRemoving(null);
    await invalidate();
  };

  return (
    <Stack gap="sm">
      {usersQuery.isPending ? (
        <Loader size="sm" />
      ) : assigned.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessun utente assegnato a questo negozio
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing="xs" aria-label="Utenti assegnati">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Utente</Table.Th>
              <Table.Th>Ruolo</Table.Th>
              <Table.Th>Assegnato il</Table.Th>
              <Table.Th w={60} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assigned.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.first_name} {user.last_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge variant="light" color={user.role === 'manager' ? 'banco' : 'gray'}>
                      {roleLabel(user.role)}
                    </Badge>
                    {user.is_manager ? (
                      <Badge variant="outline" color="banco" size="sm">
                        Manager del negozio
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDate(user.assigned_at)}</Table.Td>
                <Table.Td>
                  {user.id === currentUserId ? null : (
                    <Tooltip label="Rimuovi dal negozio">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving(user)}
                        aria-label={`Rimuovi ${user.first_name} ${user.last_name} dal negozio`}
                      >
                        <IconUserMinus size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Group align="flex-end" gap="sm">
        <Select
          label="Aggiungi un utente"
          placeholder={assignableQuery.isPending ? 'Caricamento utenti...' : options.length === 0 ? 'Nessun utente disponibile' : 'Seleziona manager o consulente'}
          data={options}
          value={selected}
          onChange={setSelected}
          searchable
          disabled={options.length === 0}
          nothingFoundMessage="Nessun utente trovato"
          style={{ flex: 1 }}
        />
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => void assign()} disabled={selected === null} loading={assigning}>
          Assegna Utente
        </Button>
      </Group>
      <ErrorBanner message={failure} flush />

      <ConfirmModal
        opened={removing !== null}
        title="Rimuovi utente"
        message={MSG.storeUserRemoveConfirm}
        confirmLabel="Rimuovi"
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        errorText={(error) => userMessage(error, MSG.storeUnassignFailed)}
      />
    </Stack>
  );
}
