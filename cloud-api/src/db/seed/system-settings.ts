import {
  CURRENCY,
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  DEFAULT_PLAN_PRICE_MONTHLY,
  DEFAULT_TIMEZONE,
  MIN_LOGIN_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PAGE_SIZE,
  PICKER_PAGE_SIZE,
  TRIAL_DAYS,
  YEARLY_DISCOUNT_PERCENT,
} from '@banco/shared';
import type { MikroORM } from '@mikro-orm/core';
import { systemEm } from '../../common/tenancy.ts';
import { SystemSetting } from '../../modules/settings/system-setting.entity.ts';

interface SettingSeed {
  category: string;
  keyName: string;
  description: string;
  value: string;
}

/** The platform's settings as the code applies them (shared constants), shown in Impostazioni → Sistema. */
export const SYSTEM_SETTINGS: readonly SettingSeed[] = [
  { category: 'Abbonamenti', keyName: 'trial_days', description: 'Durata del periodo di prova (giorni)', value: String(TRIAL_DAYS) },
  { category: 'Abbonamenti', keyName: 'yearly_discount_percent', description: 'Sconto della fatturazione annuale (%)', value: String(YEARLY_DISCOUNT_PERCENT) },
  { category: 'Abbonamenti', keyName: 'default_plan_price', description: 'Prezzo mensile predefinito del piano (EUR)', value: DEFAULT_PLAN_PRICE_MONTHLY },
  { category: 'Localizzazione', keyName: 'default_language', description: 'Lingua predefinita dei nuovi utenti', value: DEFAULT_LANGUAGE },
  { category: 'Localizzazione', keyName: 'default_timezone', description: 'Fuso orario predefinito', value: DEFAULT_TIMEZONE },
  { category: 'Localizzazione', keyName: 'default_country', description: 'Paese delle aziende', value: DEFAULT_COUNTRY },
  { category: 'Localizzazione', keyName: 'currency', description: 'Valuta', value: CURRENCY },
  { category: 'Sicurezza', keyName: 'min_password_length', description: 'Lunghezza minima delle nuove password', value: String(MIN_PASSWORD_LENGTH) },
  { category: 'Sicurezza', keyName: 'login_min_password_length', description: 'Lunghezza minima della password al login', value: String(MIN_LOGIN_PASSWORD_LENGTH) },
  { category: 'Interfaccia', keyName: 'page_size', description: 'Righe per pagina negli elenchi', value: String(PAGE_SIZE) },
  { category: 'Interfaccia', keyName: 'picker_page_size', description: 'Elementi caricati nelle liste di selezione', value: String(PICKER_PAGE_SIZE) },
];

/** Inserts the settings that are missing (every start; existing rows are left as they are). */
export async function seedSystemSettings(orm: MikroORM): Promise<void> {
  const em = systemEm(orm);
  const existing = new Set((await em.find(SystemSetting, {})).map((setting) => setting.keyName));
  for (const setting of SYSTEM_SETTINGS) {
    if (!existing.has(setting.keyName)) em.create(SystemSetting, setting);
  }
  await em.flush();
}
