import { ActionIcon, AppShell, Avatar, Box, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDeviceMobile, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { UserDto } from '@banco/shared';
import { sessionActions } from '../app/services.ts';
import { SECTION_ICONS } from '../navigation/section-icons.tsx';
import { activeEntry, initialsOf, sidebarEntries } from '../navigation/sections.ts';
import { AppInfoLine } from './AppInfoLine.tsx';
import { mayLeaveUnsaved } from '../components/unsaved-forms.ts';

interface SidebarProps {
  user: UserDto;
  /** Called after a menu entry is chosen (closes the menu on narrow windows). */
  onNavigate?: () => void;
  /** Icons only (the labels become tooltips); toggled by the button at the top. */
  compact?: boolean;
  onToggleCompact?: () => void;
}

/** Spec 1 §2 Sidebar menu: entries by role, the active one marked, the user and Esci at the bottom. */
export function Sidebar({ user, onNavigate, compact = false, onToggleCompact }: SidebarProps) {
  const { pathname } = useLocation();
  const entries = sidebarEntries(user.role);
  const active = activeEntry(entries, pathname);
  const [leaving, setLeaving] = useState(false);
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  const logout = async () => {
    if (!mayLeaveUnsaved()) return;
    setLeaving(true);
    try {
      await sessionActions.logout();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <AppShell.Navbar className="banco-navbar" p={compact ? 'xs' : 'md'} data-compact={compact || undefined}>
      <AppShell.Section>
        <Group gap="sm" px={6} pb="md" wrap="nowrap" justify={compact ? 'center' : undefined}>
          <ThemeIcon size={36} radius="md" variant="filled">
            <IconDeviceMobile size={22} aria-hidden />
          </ThemeIcon>
          {compact ? null : (
            <Box miw={0} style={{ flex: 1 }}>
              <Text fw={700} size="lg" c="white" lh={1.1}>
                Banco
              </Text>
              <Text size="xs" className="banco-sidebar-muted" lineClamp={1}>
                {user.company_name ?? 'Gestionale negozi'}
              </Text>
            </Box>
          )}
        </Group>
        {onToggleCompact ? (
          <Group justify={compact ? 'center' : 'flex-end'} pb="xs" visibleFrom="sm">
            <Tooltip label={compact ? 'Espandi menu' : 'Riduci menu'} position="right">
              <ActionIcon
                variant="subtle"
                color="gray.4"
                onClick={onToggleCompact}
                aria-label={compact ? 'Espandi menu' : 'Riduci menu'}
                aria-expanded={!compact}
              >
                {compact ? <IconLayoutSidebarLeftExpand size={18} aria-hidden /> : <IconLayoutSidebarLeftCollapse size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </AppShell.Section>
      <Divider className="banco-divider" mb="sm" />

      <AppShell.Section grow component={ScrollArea} scrollbars="y">
        <nav aria-label="Menu principale">
          <Stack gap={4}>
            {entries.map((entry) => {
              const Icon = SECTION_ICONS[entry.id];
              const isActive = active?.id === entry.id;
              return (
                <Tooltip key={entry.id} label={entry.label} position="right" disabled={!compact}>
                  <NavLink
                    component={Link}
                    to={entry.path}
                    label={compact ? null : entry.label}
                    aria-label={compact ? entry.label : undefined}
                    leftSection={<Icon size={19} stroke={1.7} aria-hidden />}
                    active={isActive}
                    variant="filled"
                    aria-current={isActive ? 'page' : undefined}
                    className="banco-navlink"
                    onClick={onNavigate}
                  />
                </Tooltip>
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>

      <Divider className="banco-divider" my="sm" />
      <AppShell.Section>
        <Group gap="sm" wrap="nowrap" px={4} justify={compact ? 'center' : undefined}>
          <Tooltip label={fullName} position="right" disabled={!compact}>
            <Avatar color="banco" variant="filled" radius="xl" aria-hidden>
              {initialsOf(user.first_name, user.last_name)}
            </Avatar>
          </Tooltip>
          {compact ? null : (
            <Box miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600} c="white" truncate="end">
                {fullName}
              </Text>
              <Text size="xs" className="banco-sidebar-muted" truncate="end">
                {user.email}
              </Text>
            </Box>
          )}
        </Group>
        {compact ? (
          <Group justify="center" mt="sm">
            <Tooltip label="Esci" position="right">
              <ActionIcon variant="subtle" color="gray.3" size="lg" aria-label="Esci" onClick={() => void logout()} disabled={leaving}>
                <IconLogout size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
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
        )}
        {compact ? null : <AppInfoLine />}
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
