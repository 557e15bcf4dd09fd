import { z } from 'zod';
import { idField } from '../validation/fields.ts';

/** POST /users/switch-company. */
export const switchCompanyBodySchema = z.object({
  company_id: idField,
});
export type SwitchCompanyBody = z.input<typeof switchCompanyBodySchema>;

/** An entry of GET /users/available-companies (spec 1 §3). */
export interface AvailableCompany {
  id: number;
  name: string;
  assignment_type: 'primary' | 'assigned';
  /** 1 for the active one, 0 otherwise (spec 1 §3). */
  is_current: 0 | 1;
}
