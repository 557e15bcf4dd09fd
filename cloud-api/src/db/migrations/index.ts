import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121122640_initial } from './Migration20261121122640_initial.ts';
import { Migration20261121124759_settings_operators_activation_codes } from './Migration20261121124759_settings_operators_activation_codes.ts';
import { Migration20261122233000_tenant_row_security } from './Migration20261122233000_tenant_row_security.ts';

/**
 * The committed migrations, in order. `npm run migration:create -w @banco/cloud-api` writes a new
 * file next to this one and adds it here.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261121122640_initial', class: Migration20261121122640_initial },
  { name: 'Migration20261121124759_settings_operators_activation_codes', class: Migration20261121124759_settings_operators_activation_codes },
  { name: 'Migration20261122233000_tenant_row_security', class: Migration20261122233000_tenant_row_security },
];
