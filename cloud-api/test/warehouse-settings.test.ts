import { MSG, WAREHOUSE_SETTINGS_DEFAULTS, WAREHOUSE_SETTINGS_MSG, type StoreWarehouseSettings } from '@banco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEm } from '../src/common/tenancy.ts';
import { AuditLog } from '../src/modules/audit/audit-log.entity.ts';
import { warehouseSettingsFor } from '../src/modules/warehouse-settings/warehouse-settings.service.ts';
import { factories, type Factories, type OwnedCompany } from './support/factories.ts';
import { startTestServer, type Envelope, type TestServer } from './support/test-server.ts';

let server: TestServer;
let make: Factories;
let shop: OwnedCompany;
let otherStore: { id: number };
let consultantToken: string;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server);
  shop = await make.ownedCompany();
  otherStore = await make.store(shop.company.id);
  const consultant = await make.user({ role: 'consultant', companyId: shop.company.id, storeIds: [shop.store.id], managerId: shop.manager.id });
  consultantToken = (await consultant.login()).access_token;
});
afterAll(() => server?.close());

const show = (token: string, storeId: number | string) => server.request<Envelope>('GET', `/api/warehouse/settings?store_id=${storeId}`, { token });
const save = (token: string, body: unknown) => server.request<Envelope>('POST', '/api/warehouse/settings', { token, body });

describe('/warehouse/settings (spec 3 §3, §5, §9)', () => {
  it("answers the spec's defaults for a store never saved", async () => {
    const res = await show(shop.token, shop.store.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      store_id: shop.store.id,
      store_name: shop.store.name,
      settings: WAREHOUSE_SETTINGS_DEFAULTS,
      updated_at: null,
      can_edit: true,
    });
    expect(WAREHOUSE_SETTINGS_DEFAULTS).toMatchObject({
      inventory_frequency: 'quarterly',
      inventory_notify_days_before: 7,
      stock_low_threshold_smartphone: 5,
      stock_low_threshold_tablet: 3,
      stock_low_threshold_accessories: 10,
      stale_products_days: 30,
      discount_max_consultant: 10,
      discount_max_manager: 20,
      sale_authorization_amount: '1000.00',
      return_days_smartphone: 14,
      return_days_accessories: 30,
      restocking_fee_opened: 10,
      restocking_fee_damaged: 30,
    });
  });

  it('saves the keys it is given, keeps the others, audits the change and is what later domains read', async () => {
    const res = await save(shop.managerToken, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 2, allow_negative_stock: 'warn', sale_authorization_amount: '750.50' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(WAREHOUSE_SETTINGS_MSG.saved);
    const data = res.body.data as StoreWarehouseSettings;
    expect(data.settings).toEqual({ ...WAREHOUSE_SETTINGS_DEFAULTS, stock_low_threshold_smartphone: 2, allow_negative_stock: 'warn', sale_authorization_amount: '750.50' });
    expect(data.updated_at).not.toBeNull();
    // another store keeps the defaults
    expect((await show(shop.token, otherStore.id)).body.data).toMatchObject({ settings: WAREHOUSE_SETTINGS_DEFAULTS });
    const read = await warehouseSettingsFor(systemEm(server.orm), shop.store.id);
    expect(read.allow_negative_stock).toBe('warn');
    const audit = await systemEm(server.orm).find(AuditLog, { entityType: 'WarehouseSettings', entityId: String(shop.store.id) });
    expect(audit.map((row) => row.changes)).toEqual([
      {
        stock_low_threshold_smartphone: { from: 5, to: 2 },
        allow_negative_stock: { from: 'block', to: 'warn' },
        sale_authorization_amount: { from: '1000.00', to: '750.50' },
      },
    ]);
    // the same save again changes nothing and writes no audit row
    await save(shop.managerToken, { store_id: shop.store.id, settings: { stock_low_threshold_smartphone: 2 } });
    expect(await systemEm(server.orm).count(AuditLog, { entityType: 'WarehouseSettings', entityId: String(shop.store.id) })).toBe(1);
  });

  it('refuses every value out of its bounds, and unknown keys, with Italian messages per key, saving nothing', async () => {
    const res = await save(shop.token, {
      store_id: otherStore.id,
      settings: {
        inventory_notify_days_before: 31,
        display_rotation_days: 0,
        stock_low_threshold_tablet: -1,
        stale_products_days: 0,
        discrepancy_auto_approve_threshold: 101,
        discrepancy_value_threshold: '-1.00',
        discount_max_manager: 'venti',
        restocking_fee_damaged: 100.5,
        inventory_frequency: 'weekly',
        transfer_cross_company: 'sì',
        return_days_smartphone: 1.5,
        return_days_accessories: 3651,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.validation_errors).toEqual({
      'settings.inventory_notify_days_before': 'Inserisci un valore da 1 a 30',
      'settings.display_rotation_days': 'Inserisci un valore da 1 a 30',
      'settings.stock_low_threshold_tablet': 'Inserisci un valore di almeno 0',
      'settings.stale_products_days': 'Inserisci un valore da 1 a 3650',
      'settings.discrepancy_auto_approve_threshold': 'Inserisci un valore da 0 a 100',
      'settings.discrepancy_value_threshold': 'Inserisci un valore di almeno 0',
      'settings.discount_max_manager': 'Inserisci un valore da 0 a 100',
      'settings.restocking_fee_damaged': 'Inserisci un valore da 0 a 100',
      'settings.inventory_frequency': WAREHOUSE_SETTINGS_MSG.choice,
      'settings.transfer_cross_company': WAREHOUSE_SETTINGS_MSG.yesNo,
      'settings.return_days_smartphone': WAREHOUSE_SETTINGS_MSG.wholeNumber,
      'settings.return_days_accessories': 'Inserisci un valore da 0 a 3650',
    });
    const unknown = await save(shop.token, { store_id: otherStore.id, settings: { colore: 'rosso', stale_products_days: 45 } });
    expect(unknown.body.validation_errors).toEqual({ 'settings.colore': WAREHOUSE_SETTINGS_MSG.unknownKey });
    const money = await save(shop.token, { store_id: otherStore.id, settings: { sale_authorization_amount: 'mille' } });
    expect(money.body.validation_errors).toEqual({ 'settings.sale_authorization_amount': WAREHOUSE_SETTINGS_MSG.amount });
    expect((await show(shop.token, otherStore.id)).body.data).toMatchObject({ settings: WAREHOUSE_SETTINGS_DEFAULTS, updated_at: null });
    const missing = await save(shop.token, { settings: {} });
    expect(missing.body.validation_errors).toEqual({ store_id: 'Seleziona un negozio' });
  });

  it('a consultant reads but does not save; a manager only for its stores; another company never', async () => {
    expect((await show(consultantToken, shop.store.id)).body.data).toMatchObject({ can_edit: false });
    const refused = await save(consultantToken, { store_id: shop.store.id, settings: { stale_products_days: 60 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MSG.forbidden);
    // the manager works at shop.store only
    expect((await show(shop.managerToken, otherStore.id)).status).toBe(404);
    expect((await save(shop.managerToken, { store_id: otherStore.id, settings: { stale_products_days: 60 } })).status).toBe(404);
    const rival = await make.ownedCompany();
    const foreign = await show(rival.token, shop.store.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe(MSG.storeNotFound);
    expect((await save(rival.token, { store_id: shop.store.id, settings: { stale_products_days: 60 } })).status).toBe(404);
    expect((await show(shop.token, 'abc')).status).toBe(422);
  });
});
