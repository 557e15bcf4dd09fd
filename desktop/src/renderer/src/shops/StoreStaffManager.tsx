import { ActionIcon, Badge, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG, roleLabel, type StoreUserDto } from '@banco/shared';
import { formatDate } from '../format/format.ts';
import { ConfirmModal } from '../components/ConfirmModal.tsx';
import { useAssignableUsers } from './use-stores.ts';

/** A user of the list: assigned already (with its assignment) or picked in this edit. */
interface StaffRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  is_manager: boolean;
  assigned_at: string | null;
}

interface StoreStaffManagerProps {
  storeId: number;
  currentUserId: number;
  /** The users assigned when the editor opened. */
  assignedBefore: readonly StoreUserDto[];
  /** The ids assigned once saved: 'Assegna Utente' and removal change them, Salva applies them. */
  value: readonly number[];
  onChange(ids: number[]): void;
}

/** 'Utenti Assegnati' of the store editor: the store's users, 'Assegna Utente' and removal, all applied on Salva (spec 1 §2). */
export function StoreStaffManager({ storeId, currentUserId, assignedBefore, value, onChange }: StoreStaffManagerProps) {
  const assignableQuery = useAssignableUsers(storeId, true);
  const [selected, setSelected] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffRow | null>(null);
  // the users picked here stay listed even when a later reload of the picker no longer offers them
  const [picked, setPicked] = useState<StaffRow[]>([]);

  const known = new Map<number, StaffRow>();
  for (const user of picked) known.set(user.id, user);
  for (const user of assignableQuery.data ?? []) known.set(user.id, { ...user, is_manager: false, assigned_at: null });
  for (const user of assignedBefore) known.set(user.id, user);
  const assigned = value.flatMap((id) => known.get(id) ?? []);
  const assignedIds = new Set(value);
  const options = [...known.values()]
    .filter((user) => !assignedIds.has(user.id))
    .map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name} — ${roleLabel(user.role)} (${user.email})` }));

  const assign = () => {
    const user = selected === null ? undefined : known.get(Number(selected));
    if (!user) return;
    setPicked((current) => [...current, user]);
    onChange([...value, user.id]);
    setSelected(null);
  };

  const remove = () => {
    if (removing) onChange(value.filter((id) => id !== removing.id));
    setRemoving(null);
    return Promise.resolve();
  };

  return (
    <Stack gap="sm">
      {assigned.length === 0 ? (
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
                <Table.Td>
                  {user.assigned_at && assignedBefore.some((before) => before.id === user.id) ? (
                    formatDate(user.assigned_at)
                  ) : (
                    <Badge variant="light" color="yellow" size="sm">
                      Al salvataggio
                    </Badge>
                  )}
                </Table.Td>
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
          description="Le assegnazioni e le rimozioni diventano effettive con Salva Modifiche."
          data={options}
          value={selected}
          onChange={setSelected}
          searchable
          disabled={options.length === 0}
          nothingFoundMessage="Nessun utente trovato"
          style={{ flex: 1 }}
        />
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={assign} disabled={selected === null}>
          Assegna Utente
        </Button>
      </Group>

      <ConfirmModal
        opened={removing !== null}
        title="Rimuovi utente"
        message={MSG.storeUserRemoveConfirm}
        confirmLabel="Rimuovi"
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
        errorText={() => ''}
      />
    </Stack>
  );
}
