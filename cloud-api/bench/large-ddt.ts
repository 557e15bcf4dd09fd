import { luhnCheckDigit, todayIso } from '@banco/shared';
import { DEMO_PASSWORD } from '../src/index.ts';
import { loginToken } from './support.ts';

const PIECES = 500;
const RUNS = 3;

async function call<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
  const body = (await response.json()) as { data?: T; error?: string };
  if (!response.ok || body.data === undefined) throw new Error(`${url}: ${response.status} ${body.error ?? ''}`);
  return body.data;
}

/**
 * Issue 9: a DDT of 500 phones (one IMEI each) saved in one request by the demo manager, RUNS times
 * with fresh IMEIs and numbers; prints each duration (the target is under 2 s).
 */
export async function timeLargeDdt(apiUrl: string): Promise<void> {
  const token = await loginToken(apiUrl, 'manager@banco.demo', DEMO_PASSWORD);
  const [store] = await call<{ id: number }[]>(`${apiUrl}/api/stores/my-stores`, token);
  const { suppliers } = await call<{ suppliers: { id: number }[] }>(`${apiUrl}/api/warehouse/suppliers`, token);
  const products = await call<{ id: number; requires_imei: boolean }[]>(`${apiUrl}/api/warehouse/products/search?q=iPhone`, token);
  const phone = products.find((product) => product.requires_imei);
  if (!store || !suppliers[0] || !phone) throw new Error('dati demo mancanti per il DDT del benchmark');
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const imeis = Array.from({ length: PIECES }, (_, index) => {
      const body = `49${String(Date.now()).slice(-8)}${run}${String(index).padStart(3, '0')}`;
      return `${body}${luhnCheckDigit(body)}`;
    });
    const started = performance.now();
    await call(`${apiUrl}/api/warehouse/ddt`, token, {
      method: 'POST',
      body: JSON.stringify({
        ddt_info: { supplier_id: suppliers[0].id, ddt_number: `BENCH-${Date.now()}-${run}`, ddt_date: todayIso(), store_id: store.id, total_declared_items: PIECES },
        products: [{ product_id: phone.id, quantity: PIECES, pieces: imeis.map((imei) => ({ imei })), purchase_price: '500.00' }],
      }),
    });
    durations.push(performance.now() - started);
  }
  console.log(`\n  DDT di ${PIECES} pezzi con IMEI in una richiesta: ${durations.map((ms) => `${Math.round(ms)} ms`).join(', ')} (obiettivo < 2000 ms)`);
}
