import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@banco/shared';
import { normalizePath, resolveRoute } from './resolve-route.ts';

const as = (role: Role) => ({ role });

describe('resolveRoute: not authenticated', () => {
  it('shows only /login', () => {
    expect(resolveRoute('/login', null)).toEqual({ kind: 'login' });
    expect(resolveRoute('/login/', null)).toEqual({ kind: 'login' });
  });

  it.each(['/', '/dashboard', '/customers', '/customers/12', '/companies', '/settings/profile', '/nope', '/loginx'])(
    'redirects %s to /login',
    (path) => {
      expect(resolveRoute(path, null)).toEqual({ kind: 'redirect', to: '/login' });
    },
  );
});

describe('resolveRoute: authenticated', () => {
  it('shows the dashboard at /', () => {
    expect(resolveRoute('/', as('consultant'))).toEqual({ kind: 'section', section: 'dashboard', path: '/' });
  });

  it('redirects /dashboard to /', () => {
    expect(resolveRoute('/dashboard', as('manager'))).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/dashboard/', as('manager'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each([
    ['/customers', 'customers'],
    ['/customers/12', 'customers'],
    ['/sales', 'sales'],
    ['/sales/new', 'sales'],
    ['/warehouse', 'warehouse'],
    ['/warehouse/ddt/3', 'warehouse'],
    ['/repairs', 'repairs'],
    ['/stores', 'stores'],
    ['/stores/4/edit', 'stores'],
    ['/users', 'users'],
    ['/settings', 'settings'],
    ['/settings/company', 'settings'],
  ] as const)('shows %s as the %s section for every role', (path, section) => {
    for (const role of ROLES) {
      expect(resolveRoute(path, as(role))).toEqual({ kind: 'section', section, path });
    }
  });

  it('redirects /inventory and its sub-paths to /warehouse', () => {
    expect(resolveRoute('/inventory', as('manager'))).toEqual({ kind: 'redirect', to: '/warehouse' });
    expect(resolveRoute('/inventory/counts/5', as('manager'))).toEqual({ kind: 'redirect', to: '/warehouse' });
  });

  it('lets only the superadmin reach /companies', () => {
    expect(resolveRoute('/companies', as('superadmin'))).toEqual({ kind: 'section', section: 'companies', path: '/companies' });
    expect(resolveRoute('/companies/3', as('superadmin'))).toEqual({ kind: 'section', section: 'companies', path: '/companies/3' });
    for (const role of ['entrepreneur', 'manager', 'consultant'] as const) {
      expect(resolveRoute('/companies', as(role))).toEqual({ kind: 'redirect', to: '/' });
      expect(resolveRoute('/companies/3', as(role))).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('redirects /login and unknown paths to /', () => {
    for (const path of ['/login', '/foo', '/customersx', '/salesman', '/inventoryx', '/api', '/settings-old']) {
      expect(resolveRoute(path, as('entrepreneur'))).toEqual({ kind: 'redirect', to: '/' });
    }
  });

  it('ignores trailing and repeated slashes', () => {
    expect(resolveRoute('/customers/', as('consultant'))).toEqual({ kind: 'section', section: 'customers', path: '/customers' });
    expect(resolveRoute('//stores//4', as('consultant'))).toEqual({ kind: 'section', section: 'stores', path: '/stores/4' });
  });
});

describe('normalizePath', () => {
  it('keeps / and trims trailing slashes', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/users///')).toBe('/users');
  });
});
