import { inject } from 'vitest';

/** The API of the server under test, called as any client would (for a test's own data). */
export async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

export async function apiLogin(email: string, password: string): Promise<string> {
  return (await api<{ access_token: string }>('/auth/login', { method: 'POST', body: { email, password } })).access_token;
}

/** A new entrepreneur of Rivale Mobile (the company no other browser test changes users of). */
export async function createRivalEntrepreneur(adminToken: string, fields: { email: string; password: string; sendWelcome?: boolean }): Promise<number> {
  const companies = await api<{ id: number; name: string }[]>('/companies?per_page=50', { token: adminToken });
  const company = companies.find((c) => c.name.startsWith('Rivale Mobile'));
  const created = await api<{ user: { id: number } }>('/users', {
    method: 'POST',
    token: adminToken,
    body: {
      first_name: 'Lucia',
      last_name: 'Ferri',
      email: fields.email,
      role: 'entrepreneur',
      company_id: company?.id,
      password: fields.password,
      send_welcome_email: fields.sendWelcome ?? false,
    },
  });
  return created.user.id;
}
