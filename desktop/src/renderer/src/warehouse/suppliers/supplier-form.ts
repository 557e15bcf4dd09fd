import { supplierBodySchema, type SupplierDto, type z } from '@banco/shared';

/** The suppliers screen's form: the shared body's rules (the session's company: no company_id). */
export const supplierFormSchema = supplierBodySchema.omit({ company_id: true });
export type SupplierFormValues = z.input<typeof supplierFormSchema>;
export type SupplierFormOutput = z.output<typeof supplierFormSchema>;

/** The fields a server's validation_errors may name. */
export const SUPPLIER_FIELDS = ['name', 'code', 'type', 'vat_number', 'email', 'phone', 'notes'] as const;

/** What the form starts from: the supplier's values, or an empty accessories supplier. */
export function supplierFormValues(supplier: SupplierDto | null): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    code: supplier?.code ?? '',
    type: supplier?.type ?? 'accessori',
    vat_number: supplier?.vat_number ?? '',
    email: supplier?.email ?? '',
    phone: supplier?.phone ?? '',
    notes: supplier?.notes ?? '',
  };
}
