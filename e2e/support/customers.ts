import { codiceFiscaleCheckCharacter } from '@banco/shared';
import { api } from './api.ts';

/** A real codice fiscale of a man born in Milano (F205) on 10/12/1985, its letters from `letters`. */
export function codiceFiscale(letters: string): string {
  const first = `${letters.slice(0, 6).toUpperCase()}85T10F205`;
  return `${first}${codiceFiscaleCheckCharacter(first)}`;
}

/** A customer created through the API (the data a test needs that it does not test); its id. */
export async function customerByApi(token: string, fields: { first_name: string; last_name: string; tax_code: string }): Promise<number> {
  const created = await api<{ id: number }>('/customers', {
    method: 'POST',
    token,
    body: {
      customer_type: 'individual',
      ...fields,
      birth_date: '1985-12-10',
      phone: '+39 02 1234567',
      address: 'Via Dante 3',
      city: 'Milano',
      province: 'MI',
      postal_code: '20121',
      document_type: 'identity_card',
      document_number: 'CA00000AA',
      document_issued_by: 'Comune di Milano',
      document_issued_date: '2020-01-15',
      document_expiry_date: '2030-12-10',
      privacy_consent: true,
    },
  });
  return created.id;
}
