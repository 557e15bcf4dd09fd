/** The optional services of step 3 with their prices (spec 2 §9); none is mandatory. */
export const SALE_SERVICES = [
  { code: 'device_setup', label: 'Configurazione dispositivo', priceCents: 2_000, description: 'Configurazione iniziale del dispositivo' },
  { code: 'data_transfer', label: 'Trasferimento dati', priceCents: 3_000, description: 'Trasferimento di contatti, foto e app dal vecchio dispositivo' },
  { code: 'insurance_24', label: 'Assicurazione 24 mesi', priceCents: 14_900, description: 'Copertura danni e furto per 24 mesi' },
  { code: 'insurance_12', label: 'Assicurazione 12 mesi', priceCents: 8_900, description: 'Copertura danni e furto per 12 mesi' },
  { code: 'extended_warranty', label: 'Garanzia estesa', priceCents: 5_900, description: '12 mesi in più di garanzia' },
  { code: 'premium_support', label: 'Assistenza premium', priceCents: 3_900, description: 'Assistenza 24/7 per 12 mesi' },
] as const;

export type SaleServiceCode = (typeof SALE_SERVICES)[number]['code'];
export const SALE_SERVICE_CODES = SALE_SERVICES.map((service) => service.code) as [SaleServiceCode, ...SaleServiceCode[]];

/** The price of the chosen services, each counted once (unknown codes are the caller's 422). */
export function servicesCents(codes: readonly string[]): number {
  const chosen = new Set(codes);
  return SALE_SERVICES.reduce((sum, service) => sum + (chosen.has(service.code) ? service.priceCents : 0), 0);
}
