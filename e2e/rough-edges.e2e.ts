import { describe, it } from 'vitest';
import { CompaniesPage } from './pages/companies-page.ts';
import { api, apiLogin } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, useBrowser } from './support/session.ts';
import { pwExpect } from './support/expect.ts';
import { signIn } from './support/sign-in.ts';
import { snapshot } from './support/snapshot.ts';
import { expectTableFits } from './support/table-layout.ts';

/** What a new user runs into first (issue 7 point 9), at the two window sizes of the shops' PCs. */
const session = useBrowser();
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
] as const;

/** A company of its own on the Single plan (1 store) with its entrepreneur and its one store: the plan is full. */
async function fullSingleCompany(): Promise<{ email: string; password: string }> {
  const admin = await apiLogin(DEMO.superadmin, DEMO_PASSWORD);
  const plans = await api<{ id: number; name: string }[]>('/public/plans');
  const single = plans.find((plan) => plan.name === 'Single');
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const company = await api<{ id: number }>('/companies', {
    method: 'POST',
    token: admin,
    body: { name: `Bottega Unica ${tag} S.r.l.`, email: `bottega${tag}@esempio.it`, subscription_plan_id: single?.id, billing_cycle: 'monthly' },
  });
  const email = `titolare${tag}@esempio.it`;
  const password = 'Bottega2026!';
  await api('/users', {
    method: 'POST',
    token: admin,
    body: { first_name: 'Sara', last_name: 'Conti', email, role: 'entrepreneur', company_id: company.id, password, send_welcome_email: false },
  });
  await api('/stores', {
    method: 'POST',
    token: admin,
    body: {
      company_id: company.id,
      name: 'Bottega Unica Lodi',
      address: 'Corso Roma 12',
      city: 'Lodi',
      province: 'LO',
      postal_code: '26900',
      phone: '0371 123456',
      operators_telecom: ['TIM'],
    },
  });
  return { email, password };
}

describe('rough edges seen by a new user', () => {
  for (const size of SIZES) {
    it(`${size.width}×${size.height}: a full plan disables 'Nuovo Negozio' with the reason, before any work`, async () => {
      const owner = await fullSingleCompany();
      const page = await signIn(session, owner.email, { ...size, password: owner.password });
      await page.goto('/stores');
      const create = page.getByRole('button', { name: 'Nuovo Negozio' });
      await pwExpect(create).toBeDisabled();
      await pwExpect(page.getByTestId('create-blocked-reason')).toHaveText(
        'Limite del piano Single raggiunto: al massimo 1 negozio. Passa a un piano superiore per aggiungerne altri.',
      );
      await pwExpect(page.getByRole('article', { name: 'Bottega Unica Lodi' })).toBeVisible();
      await snapshot(page, `rough-edges-plan-full-${size.width}`);
    });

    it(`${size.width}×${size.height}: the companies table keeps its actions in view, no column under them; filters and page survive reload and Back`, async () => {
      const page = await signIn(session, DEMO.superadmin, size);
      const companies = new CompaniesPage(page);
      await companies.open();
      // down to the table (only vertically): the actions column is there without any sideways scrolling
      await companies.row('Demo Telefonia S.r.l.').first().waitFor();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await pwExpect(companies.action('Elimina', 'Demo Telefonia S.r.l.')).toBeInViewport();
      // and no column slides under it
      await expectTableFits(page.getByRole('table', { name: 'Aziende' }));
      await snapshot(page, `rough-edges-companies-${size.width}`);

      await page.getByLabel('Stato', { exact: true }).selectOption('active');
      await companies.search.fill('demo');
      await pwExpect(page).toHaveURL(/status=active/);
      await pwExpect(page).toHaveURL(/search=demo/);
      await pwExpect(companies.row('Rivale Mobile')).toHaveCount(0);
      await page.reload();
      await pwExpect(page.getByLabel('Stato', { exact: true })).toHaveValue('active');
      await pwExpect(companies.search).toHaveValue('demo');
      await pwExpect(companies.row('Demo Telefonia S.r.l.')).toBeVisible();

      // to another section and Back: the list is as it was left
      await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Negozi' }).click();
      await pwExpect(page).toHaveURL(/\/stores/);
      await page.goBack();
      await pwExpect(page.getByLabel('Stato', { exact: true })).toHaveValue('active');
      await pwExpect(companies.search).toHaveValue('demo');
    });

    it(`${size.width}×${size.height}: the users table keeps its actions in view, and no column runs under them`, async () => {
      const page = await signIn(session, DEMO.superadmin, size);
      await page.goto('/users');
      const rows = page.getByTestId('user-row');
      await pwExpect(rows.first()).toBeVisible();
      await pwExpect(rows.first().getByRole('button', { name: /^Visualizza / })).toBeInViewport();
      await snapshot(page, `rough-edges-users-table-${size.width}`);
      // every row's actions lie within the window's width, and each cell ends before the pinned actions begin
      await expectTableFits(page.getByRole('table', { name: 'Utenti' }));
    });
  }

  it('1024×768: the sidebar shrinks to icons, stays so after a reload, and grows back', async () => {
    const page = await signIn(session, DEMO.entrepreneur, SIZES[0]);
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await pwExpect(menu.getByRole('link', { name: 'Negozi' })).toHaveText('Negozi');
    await page.getByRole('button', { name: 'Riduci menu' }).click();
    await pwExpect(menu.getByRole('link', { name: 'Negozi' })).toHaveText('');
    await page.reload();
    await pwExpect(page.getByRole('button', { name: 'Espandi menu' })).toBeVisible();
    await pwExpect(menu.getByRole('link', { name: 'Negozi' })).toBeVisible();
    await page.goto('/users');
    await pwExpect(page.getByTestId('user-row').first()).toBeVisible();
    await snapshot(page, 'rough-edges-sidebar-compact-1024');
    await page.getByRole('button', { name: 'Espandi menu' }).click();
    await pwExpect(menu.getByRole('link', { name: 'Negozi' })).toHaveText('Negozi');
  });

  it('1366×768: the users list keeps its role filter through Back; passwords have Italian show/hide buttons', async () => {
    const page = await signIn(session, DEMO.entrepreneur, SIZES[1]);
    await page.goto('/users');
    await page.getByLabel('Ruolo', { exact: true }).selectOption('manager');
    await pwExpect(page).toHaveURL(/role=manager/);
    await pwExpect(page.getByTestId('user-row').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Negozi' }).click();
    await pwExpect(page).toHaveURL(/\/stores/);
    await page.goBack();
    await pwExpect(page.getByLabel('Ruolo', { exact: true })).toHaveValue('manager');
    await snapshot(page, 'rough-edges-users-1366');

    await page.goto('/settings/profile');
    await page.getByLabel('Cambia password').check({ force: true });
    const form = page.getByRole('form', { name: 'Cambio password' });
    await pwExpect(form.getByRole('button', { name: 'Mostra password' })).toHaveCount(3);
    await form.getByRole('button', { name: 'Mostra password' }).first().click();
    await pwExpect(form.getByRole('button', { name: 'Nascondi password' })).toHaveCount(1);
    await pwExpect(page.getByRole('button', { name: /Toggle password/ })).toHaveCount(0);
  });
});
