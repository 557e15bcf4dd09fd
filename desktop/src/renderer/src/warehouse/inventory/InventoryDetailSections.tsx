import { Accordion, Badge, SimpleGrid, Table, Text } from '@mantine/core';
import { locationLabel, PIECE_STATUS_LABELS, STOCK_MSG, type InventoryDetail } from '@banco/shared';
import { DetailField } from '../../components/DetailField.tsx';
import { ShownOf } from '../../components/ShownOf.tsx';
import { formatDateTime, formatDay, formatMoney } from '../../format/format.ts';
import { marginColor, marginText, movementLabel, movementQuantity, STATUS_COLORS } from './inventory-format.ts';

const SECTIONS = ['general', 'serials', 'stock', 'prices', 'movements'] as const;

/** The detail's collapsible sections (spec 3 §2): general info, IMEI and serials, stock, prices, traceability. */
export function InventoryDetailSections({ detail, seesPurchasePrices }: { detail: InventoryDetail; seesPurchasePrices: boolean }) {
  const { item } = detail;
  const field = (label: string, value: string | null) => (
    <DetailField label={label} dashWhenEmpty>
      {value}
    </DetailField>
  );
  return (
    <Accordion multiple defaultValue={[...SECTIONS]} variant="separated" chevronPosition="right">
      <Accordion.Item value="general">
        <Accordion.Control>Informazioni generali</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {field('Prodotto', item.product_name)}
            {field('Marca', item.brand)}
            {field('Modello', item.model)}
            {field('Categoria', item.category)}
            <DetailField label="Stato">
              <Badge size="sm" variant="light" color={STATUS_COLORS[item.status]} data-testid="inventory-detail-status">
                {PIECE_STATUS_LABELS[item.status]}
              </Badge>
            </DetailField>
            {field('Fornitore', item.supplier)}
            {field('Data acquisto', item.purchase_date === null ? null : formatDay(item.purchase_date))}
            {field('DDT', item.ddt_number)}
            {field('Ultima vendita', item.last_sale_date === null ? STOCK_MSG.neverSold : formatDay(item.last_sale_date))}
            {field('EAN', item.ean)}
            {field('SKU', item.sku)}
            {field('Negozio', item.store_name)}
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="serials">
        <Accordion.Control>IMEI e seriali</Accordion.Control>
        <Accordion.Panel>
          {detail.all_serials.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun IMEI o seriale: il prodotto si gestisce a quantità.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing={6} aria-label="IMEI e seriali">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>IMEI</Table.Th>
                    <Table.Th>Seriale</Table.Th>
                    <Table.Th>Stato</Table.Th>
                    <Table.Th>Ubicazione</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.all_serials.map((serial) => (
                    <Table.Tr key={serial.id} fw={serial.id === item.id && item.kind === 'piece' ? 600 : undefined}>
                      <Table.Td ff="monospace">{serial.imei ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{serial.serial_number ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge size="xs" variant="light" color={STATUS_COLORS[serial.status]}>
                          {PIECE_STATUS_LABELS[serial.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{locationLabel(serial.location)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ShownOf shown={detail.all_serials.length} total={detail.serials_total} text={STOCK_MSG.serialsShown} testId="inventory-serials-shown" />
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="stock">
        <Accordion.Control>Gestione scorte</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {field('Quantità', String(item.quantity))}
            {field('Ubicazione', item.location_label)}
            {field('Scorta bassa', item.low_stock ? 'Sì' : 'No')}
            {field('Giorni in magazzino', item.days_in_stock === null ? null : String(item.days_in_stock))}
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>

      {seesPurchasePrices ? (
        <Accordion.Item value="prices">
          <Accordion.Control>Prezzi</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {field('Prezzo di acquisto', item.purchase_price === null ? null : formatMoney(item.purchase_price))}
              {field('Prezzo di vendita', item.selling_price === null ? null : formatMoney(item.selling_price))}
              <DetailField label="Margine" dashWhenEmpty>
                {item.margin_percent === null ? null : (
                  <Text span size="sm" fw={600} c={marginColor(item.margin_percent)}>
                    {marginText(item.margin_percent)}
                  </Text>
                )}
              </DetailField>
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      ) : null}

      <Accordion.Item value="movements">
        <Accordion.Control>Tracciabilità</Accordion.Control>
        <Accordion.Panel>
          {detail.movements.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun movimento registrato.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing={6} aria-label="Movimenti" data-testid="inventory-movements">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data</Table.Th>
                    <Table.Th>Tipo</Table.Th>
                    <Table.Th ta="right">Quantità</Table.Th>
                    <Table.Th>Documento</Table.Th>
                    <Table.Th>Utente</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.movements.map((movement) => (
                    <Table.Tr key={movement.id} data-testid="inventory-movement">
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.movement_date)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{movementLabel(movement)}</Text>
                        {movement.from_status !== null && movement.to_status !== null && movement.from_status !== movement.to_status ? (
                          <Text size="xs" c="dimmed">
                            {PIECE_STATUS_LABELS[movement.from_status]} → {PIECE_STATUS_LABELS[movement.to_status]}
                          </Text>
                        ) : null}
                        {movement.notes ? (
                          <Text size="xs" c="dimmed">
                            {movement.notes}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace" c={movement.direction === '+' ? 'green.7' : movement.direction === '-' ? 'red.7' : 'dimmed'}>
                        {movementQuantity(movement)}
                      </Table.Td>
                      <Table.Td>{movement.document_number ?? '—'}</Table.Td>
                      <Table.Td>{movement.user_name ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ShownOf shown={detail.movements.length} total={detail.movements_total} text={STOCK_MSG.movementsShown} testId="inventory-movements-shown" />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
