import { allows, permissionsFor, type Permission, type Role } from '@banco/shared';

export type SectionId =
  | 'dashboard'
  | 'customers'
  | 'sales'
  | 'warehouse'
  | 'repairs'
  | 'companies'
  | 'stores'
  | 'users'
  | 'settings';

export interface Section {
  id: SectionId;
  /** The section's root path; its pages live below it. */
  path: string;
  /** Sidebar and breadcrumb label (spec 1 §2). */
  label: string;
  /** Who sees it (and reaches its routes): the roles whose shared policy grants this permission. */
  permission: Permission;
}

/**
 * The sections in sidebar order (spec 1 §2): Aziende (companies view: superadmin only in the
 * policy) right after Riparazioni. Who sees what is the shared policy the server enforces.
 */
export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', path: '/', label: 'Dashboard', permission: { resource: 'dashboard', action: 'view' } },
  { id: 'customers', path: '/customers', label: 'Clienti', permission: { resource: 'customers', action: 'view' } },
  { id: 'sales', path: '/sales', label: 'Vendite', permission: { resource: 'sales', action: 'view' } },
  { id: 'warehouse', path: '/warehouse', label: 'Magazzino', permission: { resource: 'warehouse', action: 'view' } },
  { id: 'repairs', path: '/repairs', label: 'Riparazioni', permission: { resource: 'repairs', action: 'view' } },
  { id: 'companies', path: '/companies', label: 'Aziende', permission: { resource: 'companies', action: 'view' } },
  { id: 'stores', path: '/stores', label: 'Negozi', permission: { resource: 'stores', action: 'view' } },
  { id: 'users', path: '/users', label: 'Utenti', permission: { resource: 'users', action: 'view' } },
  { id: 'settings', path: '/settings', label: 'Impostazioni', permission: { resource: 'settings', action: 'view' } },
];

export function sectionById(id: SectionId): Section {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown section ${id}`);
  return section;
}

export function canSeeSection(section: Section, role: Role): boolean {
  return allows(permissionsFor(role), section.permission);
}

/** The sidebar entries a role sees, in order. */
export function sidebarEntries(role: Role): Section[] {
  return SECTIONS.filter((section) => canSeeSection(section, role));
}

/** Active when the path equals the entry or, for non-root entries, starts with it (spec 1 §2). */
export function isEntryActive(entryPath: string, pathname: string): boolean {
  if (pathname === entryPath) return true;
  return entryPath !== '/' && pathname.startsWith(entryPath);
}

/** The entry to highlight and name in the breadcrumb for a path, if any. */
export function activeEntry(entries: readonly Section[], pathname: string): Section | undefined {
  return entries.find((entry) => entry.path !== '/' && isEntryActive(entry.path, pathname)) ??
    entries.find((entry) => isEntryActive(entry.path, pathname));
}

/** Two-letter initials for the avatar: first name and last name, upper case. */
export function initialsOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials === '' ? '?' : initials;
}
