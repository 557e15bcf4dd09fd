import { Migration } from '@mikro-orm/migrations';

/**
 * The three subscription plans of the product (spec 1: Single 29,90, Multi 79,90, Max 149,90 € a month;
 * Impostazioni lists them read-only) as reference data of every installation. They came with the demo
 * data only, so a real installation had no plan and its superadmin could create no company ('Seleziona
 * un piano'). A plan already there by name (a demo installation) is kept as it is.
 */
export class Migration20261128192000_subscription_plans extends Migration {

  override name = 'Migration20261128192000_subscription_plans';

  override up(): void | Promise<void> {
    this.addSql(`insert into "subscription_plans" ("name", "description", "price_monthly", "max_stores", "max_users", "features", "is_active", "created_at", "updated_at")
      select plan.name, plan.description, plan.price_monthly, plan.max_stores, plan.max_users, plan.features::jsonb, true, now(), now()
        from (values
          ('Single', 'Per il negozio singolo: cassa, clienti, magazzino e riparazioni.', 29.90, 1, 3,
           '{"pos":true,"customers":true,"warehouse":true,"repairs":true,"loyalty":false,"multi_store":false,"ai_suggestions":false,"priority_support":false}', 1),
          ('Multi', 'Per chi ha più punti vendita: trasferimenti tra negozi, fidelity e report per negozio.', 79.90, 5, 15,
           '{"pos":true,"customers":true,"warehouse":true,"repairs":true,"loyalty":true,"multi_store":true,"ai_suggestions":false,"priority_support":false}', 2),
          ('Max', 'Negozi e utenti illimitati, suggerimenti AI e assistenza prioritaria.', 149.90, -1, -1,
           '{"pos":true,"customers":true,"warehouse":true,"repairs":true,"loyalty":true,"multi_store":true,"ai_suggestions":true,"priority_support":true}', 3)
        ) as plan(name, description, price_monthly, max_stores, max_users, features, position)
       where not exists (select 1 from "subscription_plans" existing where existing.name = plan.name)
       order by plan.position;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "subscription_plans" p where p.name in ('Single', 'Multi', 'Max') and not exists (select 1 from "companies" c where c.subscription_plan_id = p.id);`);
  }

}
