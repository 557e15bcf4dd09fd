import { ActionIcon, Badge, Card, Divider, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuilding, IconEye, IconMapPin, IconPencil, IconPhone, IconTrash, IconUser, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { StoreDto } from '@banco/shared';
import { countOf } from '../format/format.ts';
import { OperatorChips, StoreStatusBadge, WhatsappBadge } from './StoreBadges.tsx';

interface StoreCardProps {
  store: StoreDto;
  showCompany: boolean;
  onView(): void;
  onEdit(): void;
  onDelete(): void;
}

function Line({ icon, children, dimmed = false }: { icon: ReactNode; children: ReactNode; dimmed?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text c="dimmed" lh={1} mt={2} component="span">
        {icon}
      </Text>
      <Text size="sm" c={dimmed ? 'dimmed' : undefined} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A store of the list (spec 1 §2 Stores list): every field of the card, actions per permissions. */
export function StoreCard({ store, showCompany, onView, onEdit, onDelete }: StoreCardProps) {
  const { permissions } = store;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={store.name} data-testid="store-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {store.name}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" color="gray" size="sm" ff="monospace" radius="sm">
              {store.code}
            </Badge>
            {showCompany ? (
              <Group gap={4} wrap="nowrap" align="flex-start">
                <IconBuilding size={14} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {store.company_name}
                </Text>
              </Group>
            ) : null}
          </Group>
        </Stack>
        <StoreStatusBadge status={store.status} />
      </Group>

      <Stack gap={6} mt="xs">
        <Line icon={<IconMapPin size={16} aria-hidden />}>
          <Text span fw={600} size="sm">
            {store.city} ({store.province})
          </Text>{' '}
          · {store.address}
        </Line>
        <Group justify="space-between" gap="xs">
          <Line icon={<IconPhone size={16} aria-hidden />}>{store.phone}</Line>
          {store.whatsapp_enabled ? <WhatsappBadge enabled /> : null}
        </Group>
        <Line icon={<IconUser size={16} aria-hidden />} dimmed={!store.manager_name}>
          {store.manager_name ? `Manager: ${store.manager_name}` : 'Nessun manager'}
        </Line>
        <Group gap="lg">
          <Line icon={<IconUsers size={16} aria-hidden />}>
            <span data-testid="staff-count">{countOf(store.staff_count, 'membro dello staff', 'membri dello staff')}</span>
          </Line>
          <Line icon={<IconUsersGroup size={16} aria-hidden />}>
            <span data-testid="customers-count">{countOf(store.customers_count, 'cliente', 'clienti')}</span>
          </Line>
        </Group>
      </Stack>

      <Divider my="sm" />
      <OperatorChips store={store} size="xs" />

      <Group justify="flex-end" gap={4} mt="md">
        {permissions.can_view ? (
          <Tooltip label="Visualizza">
            <ActionIcon variant="light" size="lg" onClick={onView} aria-label={`Visualizza ${store.name}`}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {permissions.can_edit ? (
          <Tooltip label="Modifica">
            <ActionIcon variant="light" size="lg" onClick={onEdit} aria-label={`Modifica ${store.name}`}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {permissions.can_delete ? (
          <Tooltip label="Elimina">
            <ActionIcon variant="light" color="red" size="lg" onClick={onDelete} aria-label={`Elimina ${store.name}`}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    </Card>
  );
}
