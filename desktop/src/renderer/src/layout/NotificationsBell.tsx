import { ActionIcon, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationDto } from '@banco/shared';
import { formatDateTime } from '../format/format.ts';
import { notificationsApi, notificationsKeys } from '../notifications/notifications-api.ts';

/** New notifications are fetched this often while the app is open. */
const POLL_MS = 60_000;

export function notificationsLabel(unreadCount: number): string {
  if (unreadCount <= 0) return 'Notifiche';
  return unreadCount === 1 ? 'Notifiche (1 non letta)' : `Notifiche (${unreadCount} non lette)`;
}

/** The header bell (spec 1 §2 Header): the dot shows when something is unread; the list opens below it. */
export function NotificationsBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: notificationsKeys.latest, queryFn: ({ signal }) => notificationsApi.latest(signal), refetchInterval: POLL_MS });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
  const markRead = useMutation({ mutationFn: notificationsApi.markRead, onSettled: refresh });
  const markAll = useMutation({ mutationFn: notificationsApi.markAllRead, onSettled: refresh });
  const unreadCount = query.data?.unread_count ?? 0;

  const open = (notification: NotificationDto) => {
    if (notification.read_at === null) markRead.mutate(notification.id);
    if (notification.link) {
      setOpened(false);
      void navigate(notification.link);
    }
  };

  return (
    <Popover position="bottom-end" shadow="md" width={340} withArrow opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Indicator color="red" size={9} offset={7} disabled={unreadCount <= 0} processing={unreadCount > 0}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={notificationsLabel(unreadCount)} onClick={() => setOpened((o) => !o)}>
            <IconBell size={20} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifiche">
        <Group justify="space-between" mb={6}>
          <Text fw={600} size="sm">
            Notifiche
          </Text>
          {unreadCount > 0 ? (
            <Button variant="subtle" size="compact-xs" onClick={() => markAll.mutate()} loading={markAll.isPending}>
              Segna tutte come lette
            </Button>
          ) : null}
        </Group>
        {query.isError ? (
          <Text size="sm" c="red">
            Impossibile caricare le notifiche.
          </Text>
        ) : !query.data || query.data.notifications.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessuna nuova notifica.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={4}>
              {query.data.notifications.map((notification) => (
                <UnstyledButton
                  key={notification.id}
                  onClick={() => open(notification)}
                  p={6}
                  style={{ borderRadius: 6, background: notification.read_at === null ? 'var(--mantine-color-blue-light)' : undefined }}
                  aria-label={`${notification.title}${notification.read_at === null ? ' (non letta)' : ''}`}
                >
                  <Text size="sm" fw={notification.read_at === null ? 700 : 500}>
                    {notification.title}
                  </Text>
                  <Text size="xs">{notification.message}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(notification.created_at)}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
