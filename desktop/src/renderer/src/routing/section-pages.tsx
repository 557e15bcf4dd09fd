import type { ComponentType } from 'react';
import { CompaniesPage } from '../companies/CompaniesPage.tsx';
import { sectionById, type SectionId } from '../navigation/sections.ts';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { PlaceholderPage } from '../pages/PlaceholderPage.tsx';
import { StoresPage } from '../shops/StoresPage.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { UsersPage } from '../users/UsersPage.tsx';

function placeholder(id: SectionId): ComponentType {
  const { label } = sectionById(id);
  function SectionPlaceholder() {
    return <PlaceholderPage title={label} />;
  }
  SectionPlaceholder.displayName = `${label}Placeholder`;
  return SectionPlaceholder;
}

/**
 * The screen of each section. A section mounts at its path with '/*', so its own screens are
 * declared inside it with relative <Routes> (e.g. ':id' below /customers).
 */
export const SECTION_PAGES: Readonly<Record<SectionId, ComponentType>> = {
  dashboard: DashboardPage,
  customers: placeholder('customers'),
  sales: placeholder('sales'),
  warehouse: placeholder('warehouse'),
  repairs: placeholder('repairs'),
  companies: CompaniesPage,
  stores: StoresPage,
  users: UsersPage,
  settings: SettingsPage,
};
