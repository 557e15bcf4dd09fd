import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../common/timestamps.ts';

/** A platform-wide setting (Impostazioni → Sistema, superadmin only, read-only). Not tenant-owned. */
export const SystemSettingSchema = defineEntity({
  name: 'SystemSetting',
  tableName: 'system_settings',
  properties: {
    id: p.integer().primary(),
    category: p.string().length(50),
    keyName: p.string().length(100).unique(),
    description: p.text(),
    value: p.text(),
    ...timestamps(),
  },
});

export class SystemSetting extends SystemSettingSchema.class {}
SystemSettingSchema.setClass(SystemSetting);
