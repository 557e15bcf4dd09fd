import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SaleDetail } from '@banco/shared';
import { formatCents, formatDay } from '../../format/format.ts';
import { DELIVERY_LABELS, serviceOf } from './sale-format.ts';
import { SectionTitle } from './SectionTitle.tsx';

/** The optional services chosen, the delivery and the notes of a sale. */
export function SaleServicesDelivery({ sale }: { sale: SaleDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <section aria-label="Servizi">
        <SectionTitle>Servizi</SectionTitle>
        {sale.services.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nessun servizio aggiuntivo
          </Text>
        ) : (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {sale.services.map((code) => {
              const service = serviceOf(code);
              return (
                <li key={code}>
                  <Group justify="space-between" gap="sm" wrap="nowrap">
                    <Text size="sm">{service.label}</Text>
                    {service.priceCents === null ? null : (
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatCents(service.priceCents)}
                      </Text>
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
      </section>
      <section aria-label="Consegna">
        <SectionTitle>Consegna</SectionTitle>
        <Stack gap={2}>
          <Text size="sm">{DELIVERY_LABELS[sale.delivery_method]}</Text>
          {sale.delivery_method === 'delivery' ? (
            <>
              <Text size="sm" c="dimmed">
                {sale.delivery_address ?? 'Indirizzo non indicato'}
              </Text>
              {sale.delivery_date ? (
                <Text size="sm" c="dimmed">
                  Data prevista: {formatDay(sale.delivery_date)}
                </Text>
              ) : null}
            </>
          ) : null}
          {sale.notes ? (
            <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
              <Text span fw={600} size="sm">
                Note:{' '}
              </Text>
              {sale.notes}
            </Text>
          ) : null}
        </Stack>
      </section>
    </SimpleGrid>
  );
}
