import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { MAX_ASSIGNED_STORES_SHOWN, type UserListItem } from '@banco/shared';
import { formatDate, formatDateTime } from '../format/format.ts';
import { ActiveBadge, RoleBadge, UserAvatar } from './user-badges.tsx';
import { RowActions } from '../components/RowActions.tsx';
import { namesSummary } from '../format/format.ts';
import './users-table.css';

interface UsersTableProps {
  users: readonly UserListItem[];
  onView(user: UserListItem): void;
  onEdit(user: UserListItem): void;
  onDelete(user: UserListItem): void;
}

/**
 * The users table (spec 1 §2 Users list): one row per user, actions per row flags. In a narrow box the
 * contacts and the registration date move into the user and status cells (users-table.css), so the
 * pinned actions never cover a column; below 640 px it scrolls sideways, the actions still pinned.
 */
export function UsersTable({ users, onView, onEdit, onDelete }: UsersTableProps) {
  return (
    <div className="banco-users-table">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-label="Utenti">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Utente</Table.Th>
              <Table.Th className="banco-wide-only">Contatti</Table.Th>
              <Table.Th w={140}>Ruolo e azienda</Table.Th>
              <Table.Th>Negozi assegnati</Table.Th>
              <Table.Th>Stato e ultimo accesso</Table.Th>
              <Table.Th className="banco-wide-only">Registrato</Table.Th>
              <Table.Th ta="right" w={110} className="banco-sticky-actions">
                Azioni
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <UserRow key={user.id} user={user} onView={onView} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** A long e-mail wraps after the '@' first. */
function emailWithBreak(email: string) {
  const at = email.indexOf('@');
  if (at === -1) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** E-mail and phone: their own column in a wide table, under the name in a narrow one. */
function Contacts({ user }: { user: UserListItem }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {emailWithBreak(user.email)}
      </Text>
      <Text size="xs" c="dimmed">
        {user.phone ?? 'Nessun telefono'}
      </Text>
    </Stack>
  );
}

function UserRow({ user, onView, onEdit, onDelete }: { user: UserListItem } & Omit<UsersTableProps, 'users'>) {
  const name = `${user.first_name} ${user.last_name}`;
  const stores = namesSummary(user.assigned_store_names, MAX_ASSIGNED_STORES_SHOWN);
  const noAction = !user.can_view && !user.can_edit && !user.can_delete;
  return (
    <Table.Tr data-testid="user-row" data-user-id={user.id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar firstName={user.first_name} lastName={user.last_name} />
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {name}
              </Text>
              {user.is_own_profile ? (
                <Badge size="xs" variant="outline" color="banco" tt="none" style={{ flexShrink: 0 }}>
                  Tu
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              ID {user.id}
            </Text>
            <div className="banco-narrow-only">
              <Contacts user={user} />
            </div>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Contacts user={user} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <RoleBadge role={user.role} />
          <Text size="xs" c="dimmed">
            {user.company_name ?? 'Tutte le aziende'}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        {stores.shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessun negozio
          </Text>
        ) : (
          <Stack gap={2}>
            {stores.shown.map((store) => (
              <Text key={store} size="sm">
                {store}
              </Text>
            ))}
            {stores.more ? (
              <Tooltip label={user.assigned_stores} multiline maw={320}>
                <Text size="xs" c="dimmed">
                  {stores.more}
                </Text>
              </Tooltip>
            ) : null}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <ActiveBadge active={user.is_active} />
          <Text size="xs" c="dimmed">
            Ultimo accesso: {user.last_login_at ? formatDateTime(user.last_login_at) : 'Mai'}
          </Text>
          <Text size="xs" c="dimmed" className="banco-narrow-only">
            Registrato il {formatDate(user.created_at)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Text size="sm">{formatDate(user.created_at)}</Text>
      </Table.Td>
      <Table.Td className="banco-sticky-actions">
        {noAction ? (
          <Text size="xs" c="dimmed" ta="right">
            Nessuna azione
          </Text>
        ) : (
          <RowActions
            name={name}
            onView={user.can_view ? () => onView(user) : undefined}
            onEdit={user.can_edit ? () => onEdit(user) : undefined}
            onDelete={user.can_delete ? () => onDelete(user) : undefined}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
