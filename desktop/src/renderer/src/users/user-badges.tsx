import { Avatar, Badge } from '@mantine/core';
import { roleLabel, type Role } from '@banco/shared';

const ROLE_COLORS: Readonly<Record<Role, string>> = {
  superadmin: 'grape',
  entrepreneur: 'banco',
  manager: 'teal',
  consultant: 'gray',
};

/** The role label of spec 1 §1 as a badge. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="light" color={ROLE_COLORS[role]} radius="sm" tt="none" style={{ flexShrink: 0, overflow: 'visible' }}>
      {roleLabel(role)}
    </Badge>
  );
}

/** Attivo / Disattivo (spec 1 §4 User). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="dot" color={active ? 'green' : 'red'} radius="sm" tt="none">
      {active ? 'Attivo' : 'Disattivo'}
    </Badge>
  );
}

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function UserAvatar({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <Avatar radius="xl" size={36} color="banco" variant="light" aria-hidden>
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
