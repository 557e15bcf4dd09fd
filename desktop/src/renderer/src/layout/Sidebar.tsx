import { AppShell, Avatar, Box, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { UserDto } from '@banco/shared';
import { sessionActions } from '../app/services.ts';
import { SECTION_ICONS } from '../navigation/section-icons.tsx';
import { activeEntry, initialsOf, sidebarEntries } from '../navigation/sections.ts';
import { AppInfoLine } from './AppInfoLine.tsx';

interface SidebarProps {
  user: UserDto;
  /** Called after a menu entry is chosen (closes the menu on narrow windows). */
  onNavigate?: () => void;
}

/** Spec 1 §2 Sidebar menu: entries by role, the active one marked, the user and Esci at the bottom. */
export function Sidebar({ user, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const entries = sidebarEntries(user.role);
  const active = activeEntry(entries, pathname);
  const [leaving, setLeaving] = useState(false);
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  const logout = async () => {
    setLeaving(true);
    try {
      await sessionActions.logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <AppShell.Navbar className="banco-navbar" p="md">
      <AppShell.Section>
        <Group gap="sm" px={6} pb="md">
          <ThemeIcon size={36} radius="md" variant="filled">
            <IconDeviceMobile size={22} aria-hidden />
          </ThemeIcon>
          <Box>
            <Text fw={700} size="lg" c="white" lh={1.1}>
              Banco
            </Text>
            <Text size="xs" className="banco-sidebar-muted" lineClamp={1}>
              {user.company_name ?? 'Gestionale negozi'}
            </Text>
          </Box>
        </Group>
      </AppShell.Section>
      <Divider className="banco-divider" mb="sm" />

      <AppShell.Section grow component={ScrollArea} scrollbars="y">
        <nav aria-label="Menu principale">
          <Stack gap={4}>
            {entries.map((entry) => {
              const Icon = SECTION_ICONS[entry.id];
              const isActive = active?.id === entry.id;
              return (
                <NavLink
                  key={entry.id}
                  component={Link}
                  to={entry.path}
                  label={entry.label}
                  leftSection={<Icon size={19} stroke={1.7} aria-hidden />}
                  active={isActive}
                  variant="filled"
                  aria-current={isActive ? 'page' : undefined}
                  className="banco-navlink"
                  onClick={onNavigate}
                />
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>

      <Divider className="banco-divider" my="sm" />
      <AppShell.Section>
        <Group gap="sm" wrap="nowrap" px={4}>
          <Avatar color="banco" variant="filled" radius="xl" aria-hidden>
            {initialsOf(user.first_name, user.last_name)}
          </Avatar>
          <Box miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600} c="white" truncate="end">
              {fullName}
            </Text>
            <Text size="xs" className="banco-sidebar-muted" truncate="end">
              {user.email}
            </Text>
          </Box>
        </Group>
        <Button
          mt="sm"
          fullWidth
          variant="subtle"
          color="gray.3"
          justify="flex-start"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
          disabled={leaving}
        >
          Esci
        </Button>
        <AppInfoLine />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
