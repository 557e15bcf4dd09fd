import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

interface NotificationsBellProps {
  unreadCount: number;
}

export function notificationsLabel(unreadCount: number): string {
  if (unreadCount <= 0) return 'Notifiche';
  return unreadCount === 1 ? 'Notifiche (1 non letta)' : `Notifiche (${unreadCount} non lette)`;
}

/** The header bell; the dot shows when something is unread (spec 1 §2 Header). */
export function NotificationsBell({ unreadCount }: NotificationsBellProps) {
  return (
    <Popover position="bottom-end" shadow="md" width={300} withArrow>
      <Popover.Target>
        <Indicator color="red" size={9} offset={7} disabled={unreadCount <= 0} processing={unreadCount > 0}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={notificationsLabel(unreadCount)}>
            <IconBell size={20} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          Notifiche
        </Text>
        <Text size="sm" c="dimmed">
          {unreadCount > 0 ? notificationsLabel(unreadCount) : 'Nessuna nuova notifica.'}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
