import { Badge, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MSG, roleLabel, type UserDetail } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { formatDate, formatDateTime } from '../format/format.ts';
import { ActiveBadge, RoleBadge, UserAvatar } from './user-badges.tsx';
import { useUserDetail } from './use-users.ts';
import { DetailField } from '../components/DetailField.tsx';
import { ErrorBanner } from '../components/Banners.tsx';

interface UserDetailModalProps {
  userId: number | null;
  onClose(): void;
  onEdit(user: UserDetail): void;
}

/** The user detail modal (spec 1 §2). */
export function UserDetailModal({ userId, onClose, onEdit }: UserDetailModalProps) {
  const query = useUserDetail(userId);
  const user = query.data;
  return (
    <Modal opened={userId !== null} onClose={onClose} size="lg" centered title={<Text fw={700}>Dettaglio utente</Text>}>
      {query.isPending ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento utente...</Text>
        </Group>
      ) : query.error || !user ? (
        <ErrorBanner message={userMessage(query.error, MSG.userLoadFailed)} flush />
      ) : (
        <UserDetailBody user={user} onClose={onClose} onEdit={onEdit} />
      )}
    </Modal>
  );
}


function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function UserDetailBody({ user, onClose, onEdit }: { user: UserDetail; onClose(): void; onEdit(user: UserDetail): void }) {
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Stack gap="md">
      <Group gap="md">
        <UserAvatar firstName={user.first_name} lastName={user.last_name} />
        <Stack gap={2}>
          <Group gap={6}>
            <Text fw={700} size="lg">
              {name}
            </Text>
            {user.is_own_profile ? (
              <Badge size="xs" variant="outline">
                Tu
              </Badge>
            ) : null}
          </Group>
          <Group gap={6}>
            <RoleBadge role={user.role} />
            <ActiveBadge active={user.is_active} />
          </Group>
        </Stack>
      </Group>

      <Divider />
      <Section title="Informazioni personali">
        <SimpleGrid cols={2}>
          <DetailField label="Email">{user.email}</DetailField>
          <DetailField label="Telefono">{user.phone ?? '—'}</DetailField>
        </SimpleGrid>
      </Section>

      <Section title="Ruolo e azienda">
        <SimpleGrid cols={2}>
          <DetailField label="Azienda">{user.company_name ?? 'Tutte le aziende'}</DetailField>
          <DetailField label="Piano">{user.subscription_plan_name ?? '—'}</DetailField>
          {user.role === 'consultant' ? <DetailField label="Manager responsabile">{user.manager_name ?? '—'}</DetailField> : null}
        </SimpleGrid>
      </Section>

      {user.role === 'manager' || user.role === 'consultant' ? (
        <Section title="Negozi assegnati">
          {user.assigned_stores.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun negozio
            </Text>
          ) : (
            <Stack gap={6}>
              {user.assigned_stores.map((store) => (
                <Group key={store.id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {store.name}{' '}
                    <Text span c="dimmed" size="xs">
                      {store.code} · {store.city}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed">
                    dal {formatDate(store.assigned_at)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
      ) : null}

      {user.role === 'entrepreneur' ? (
        <Section title="Aziende aggiuntive">
          {user.additional_companies.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessuna azienda aggiuntiva
            </Text>
          ) : (
            <Stack gap={4}>
              {user.additional_companies.map((company) => (
                <Group key={company.id} gap="xs">
                  <Text size="sm">{company.name}</Text>
                  <Badge size="xs" variant="light" color="gray">
                    {roleLabel(company.role)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Section>
      ) : null}

      <Section title="Accesso">
        <SimpleGrid cols={2}>
          <DetailField label="Email verificata">{user.email_verified_at ? `Sì, il ${formatDate(user.email_verified_at)}` : 'No'}</DetailField>
          <DetailField label="Ultimo accesso">{user.last_login_at ? formatDateTime(user.last_login_at) : 'Mai'}</DetailField>
        </SimpleGrid>
      </Section>

      <Section title="Informazioni di sistema">
        <SimpleGrid cols={3}>
          <DetailField label="ID">{user.id}</DetailField>
          <DetailField label="Registrato">{formatDateTime(user.created_at)}</DetailField>
          <DetailField label="Aggiornato">{formatDateTime(user.updated_at)}</DetailField>
        </SimpleGrid>
      </Section>

      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onClose}>
          Chiudi
        </Button>
        {user.can_edit ? (
          <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(user)}>
            Modifica
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
