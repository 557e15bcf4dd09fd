import { Anchor, AppShell, Badge, Breadcrumbs, Burger, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { roleLabel, type UserDto } from '@banco/shared';
import { CompanySwitcher } from '../companies/CompanySwitcher.tsx';
import { activeEntry, sidebarEntries } from '../navigation/sections.ts';
import { NotificationsBell } from './NotificationsBell.tsx';

interface HeaderProps {
  user: UserDto;
  menuOpened: boolean;
  onToggleMenu(): void;
}

/** Spec 1 §2 Header: breadcrumb, company control, notifications, role badge. */
export function Header({ user, menuOpened, onToggleMenu }: HeaderProps) {
  const { pathname } = useLocation();
  const section = activeEntry(sidebarEntries(user.role), pathname);

  return (
    <AppShell.Header px="lg">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? 'Chiudi menu' : 'Apri menu'}
          />
          <nav aria-label="Percorso">
            <Breadcrumbs separatorMargin={6}>
              <Anchor component={Link} to="/" size="sm" c="dimmed">
                Banco
              </Anchor>
              <Text size="sm" fw={600} aria-current="page">
                {section?.label ?? 'Dashboard'}
              </Text>
            </Breadcrumbs>
          </nav>
        </Group>
        <Group gap="md" wrap="nowrap">
          <CompanySwitcher user={user} />
          <NotificationsBell />
          <Badge variant="light" size="lg" radius="sm" tt="none" data-testid="role-badge">
            {roleLabel(user.role)}
          </Badge>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
