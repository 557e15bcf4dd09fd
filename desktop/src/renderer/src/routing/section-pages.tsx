import { lazy, type ComponentType } from 'react';
import { sectionById, type SectionId } from '../navigation/sections.ts';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { PlaceholderPage } from '../pages/PlaceholderPage.tsx';

// Each section's screens load when the section is first opened (smaller start-up bundle).
const CompaniesPage = lazy(() => import('../companies/CompaniesPage.tsx').then((m) => ({ default: m.CompaniesPage })));
const StoresPage = lazy(() => import('../shops/StoresPage.tsx').then((m) => ({ default: m.StoresPage })));
const CustomersPage = lazy(() => import('../customers/CustomersPage.tsx').then((m) => ({ default: m.CustomersPage })));
const UsersPage = lazy(() => import('../users/UsersPage.tsx').then((m) => ({ default: m.UsersPage })));
const WarehousePage = lazy(() => import('../warehouse/WarehousePage.tsx').then((m) => ({ default: m.WarehousePage })));
const SalesPage = lazy(() => import('../sales/SalesPage.tsx').then((m) => ({ default: m.SalesPage })));
const SettingsPage = lazy(() => import('../settings/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));

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
  customers: CustomersPage,
  sales: SalesPage,
  warehouse: WarehousePage,
  repairs: placeholder('repairs'),
  companies: CompaniesPage,
  stores: StoresPage,
  users: UsersPage,
  settings: SettingsPage,
};
