import type { Role } from '@banco/shared';
import { canSeeSection, SECTIONS, type SectionId } from '../navigation/sections.ts';

/** What the app shows for a path (spec 1 §2 Application shell). */
export type RouteResolution =
  | { kind: 'login' }
  | { kind: 'section'; section: SectionId; path: string }
  | { kind: 'redirect'; to: string };

export interface RouteUser {
  role: Role;
}

/** Old or alternative prefixes that lead to a section. */
const ALIASES: readonly { prefix: string; to: string }[] = [
  { prefix: '/dashboard', to: '/' },
  { prefix: '/inventory', to: '/warehouse' },
];

/** '/customers/' → '/customers'; '' → '/'; repeated slashes collapse. */
export function normalizePath(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** The path is the prefix itself or lies below it (a segment boundary, so /salesman is not /sales). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The routing rules, as data:
 * - not authenticated: only /login; everything else redirects there;
 * - authenticated: / is the dashboard, /dashboard → /, /inventory/* → /warehouse, each section
 *   with its sub-paths (companies for superadmin only, others → /), /login and unknown → /.
 */
export function resolveRoute(pathname: string, user: RouteUser | null): RouteResolution {
  const path = normalizePath(pathname);
  if (!user) return path === '/login' ? { kind: 'login' } : { kind: 'redirect', to: '/login' };

  if (path === '/') return { kind: 'section', section: 'dashboard', path };
  for (const alias of ALIASES) {
    if (isUnder(path, alias.prefix)) return { kind: 'redirect', to: alias.to };
  }
  for (const section of SECTIONS) {
    if (section.path === '/' || !isUnder(path, section.path)) continue;
    return canSeeSection(section, user.role) ? { kind: 'section', section: section.id, path } : { kind: 'redirect', to: '/' };
  }
  return { kind: 'redirect', to: '/' };
}
