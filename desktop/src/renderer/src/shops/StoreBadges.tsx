import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { PROVIDER_GROUPS, STORE_OPERATOR_FIELDS, STORE_STATUS_LABELS, type StoreOperatorField, type StoreStatus } from '@banco/shared';
import { PROVIDER_GROUP_LABELS } from './store-form.ts';

const STATUS_COLORS: Readonly<Record<StoreStatus, string>> = {
  active: 'green',
  inactive: 'gray',
  maintenance: 'orange',
};

/** Attivo / Inattivo / Manutenzione (spec 1 §4). */
export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="store-status">
      {STORE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function WhatsappBadge({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <Badge color="teal" variant="light" leftSection={<IconBrandWhatsapp size={13} aria-hidden />}>
      WhatsApp
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" leftSection={<IconBrandWhatsapp size={13} aria-hidden />}>
      WhatsApp non attivo
    </Badge>
  );
}

const GROUP_COLORS = { telecom: 'banco', energy: 'yellow', mobility: 'grape' } as const;
/** Compact group names for the cards (spec 1 §3: provider categories telecom, energy, mobility). */
const SHORT_GROUP_LABELS = { telecom: 'Telecom', energy: 'Energia', mobility: 'Mobilità' } as const;

/** Operator chips grouped by category (telecom, energy, mobility); empty groups are left out. */
export function OperatorChips({
  store,
  size = 'sm',
  emptyText = 'Nessun fornitore abilitato',
}: {
  store: Readonly<Record<StoreOperatorField, readonly string[]>>;
  size?: 'xs' | 'sm';
  emptyText?: string;
}) {
  const groups = PROVIDER_GROUPS.filter((group) => store[STORE_OPERATOR_FIELDS[group]].length > 0);
  if (groups.length === 0) {
    return (
      <Text size={size} c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {groups.map((group) => (
        <Group key={group} gap={6} wrap="nowrap" align="flex-start" aria-label={PROVIDER_GROUP_LABELS[group]}>
          <Text size="xs" c="dimmed" w={size === 'xs' ? 64 : 130} fw={500} style={{ flexShrink: 0 }}>
            {size === 'xs' ? SHORT_GROUP_LABELS[group] : PROVIDER_GROUP_LABELS[group]}
          </Text>
          <Group gap={6} wrap="wrap">
            {store[STORE_OPERATOR_FIELDS[group]].map((name) => (
              <Badge key={name} size={size} radius="sm" variant="light" color={GROUP_COLORS[group]} tt="none">
                {name}
              </Badge>
            ))}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
