import {
  IconBuilding,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconLayoutDashboard,
  IconReceipt,
  IconSettings,
  IconTool,
  IconUserCog,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { SectionId } from './sections.ts';

export const SECTION_ICONS: Readonly<Record<SectionId, TablerIcon>> = {
  dashboard: IconLayoutDashboard,
  customers: IconUsers,
  sales: IconReceipt,
  warehouse: IconBuildingWarehouse,
  repairs: IconTool,
  companies: IconBuilding,
  stores: IconBuildingStore,
  users: IconUserCog,
  settings: IconSettings,
};
