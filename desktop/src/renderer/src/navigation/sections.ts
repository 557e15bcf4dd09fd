import type { Role } from '@banco/shared';

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
  /** Only these roles see it (and reach its routes); everyone when absent. */
  roles?: readonly Role[];
}

/** The sections in sidebar order (spec 1 §2): Aziende, superadmin only, right after Riparazioni. */
export const SECTIONS: readonly Section[] = [
  { id: 'dashboard', path: '/', label: 'Dashboard' },
  { id: 'customers', path: '/customers', label: 'Clienti' },
  { id: 'sales', path: '/sales', label: 'Vendite' },
  { id: 'warehouse', path: '/warehouse', label: 'Magazzino' },
  { id: 'repairs', path: '/repairs', label: 'Riparazioni' },
  { id: 'companies', path: '/companies', label: 'Aziende', roles: ['superadmin'] },
  { id: 'stores', path: '/stores', label: 'Negozi' },
  { id: 'users', path: '/users', label: 'Utenti' },
  { id: 'settings', path: '/settings', label: 'Impostazioni' },
];

export function sectionById(id: SectionId): Section {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown section ${id}`);
  return section;
}

export function canSeeSection(section: Section, role: Role): boolean {
  return section.roles === undefined || section.roles.includes(role);
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
