import { describe, expect, it } from 'vitest';
import { activeEntry, initialsOf, isEntryActive, sidebarEntries } from './sections.ts';

const labels = (role: Parameters<typeof sidebarEntries>[0]) => sidebarEntries(role).map((e) => `${e.label} ${e.path}`);

describe('sidebar entries (spec 1 §2)', () => {
  it('lists the entries in order for non-superadmin roles', () => {
    const expected = [
      'Dashboard /',
      'Clienti /customers',
      'Vendite /sales',
      'Magazzino /warehouse',
      'Riparazioni /repairs',
      'Negozi /stores',
      'Utenti /users',
      'Impostazioni /settings',
    ];
    expect(labels('entrepreneur')).toEqual(expected);
    expect(labels('manager')).toEqual(expected);
    expect(labels('consultant')).toEqual(expected);
  });

  it('adds Aziende right after Riparazioni for the superadmin', () => {
    expect(labels('superadmin')).toEqual([
      'Dashboard /',
      'Clienti /customers',
      'Vendite /sales',
      'Magazzino /warehouse',
      'Riparazioni /repairs',
      'Aziende /companies',
      'Negozi /stores',
      'Utenti /users',
      'Impostazioni /settings',
    ]);
  });
});

describe('active entry rule', () => {
  it('marks the root entry only on /', () => {
    expect(isEntryActive('/', '/')).toBe(true);
    expect(isEntryActive('/', '/customers')).toBe(false);
  });

  it('marks a non-root entry on its path and below', () => {
    expect(isEntryActive('/customers', '/customers')).toBe(true);
    expect(isEntryActive('/customers', '/customers/12')).toBe(true);
    expect(isEntryActive('/customers', '/sales')).toBe(false);
  });

  it('finds the one entry to highlight', () => {
    const entries = sidebarEntries('superadmin');
    expect(activeEntry(entries, '/')?.id).toBe('dashboard');
    expect(activeEntry(entries, '/stores/3')?.id).toBe('stores');
    expect(activeEntry(entries, '/companies')?.id).toBe('companies');
    expect(activeEntry(sidebarEntries('manager'), '/companies')).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes the first letters of first and last name', () => {
    expect(initialsOf('mario', 'rossi')).toBe('MR');
    expect(initialsOf(' Anna ', '')).toBe('A');
    expect(initialsOf(null, undefined)).toBe('?');
  });
});
