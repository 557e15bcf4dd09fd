import { Accordion, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { can, CONSENT_KINDS, CONSENT_SHORT_LABELS, consentChoices, type CustomerDetail, DOCUMENT_TYPE_LABELS } from '@banco/shared';
import { DetailField } from '../components/DetailField.tsx';
import { formatDate, formatDateTime, formatDay, formatMoney } from '../format/format.ts';
import { CustomerReturns } from '../sales/returns/CustomerReturns.tsx';
import { useCurrentUser } from '../session/use-session.ts';
import { customerCode, formatPartitaIva, formatPhone } from './customer-format.ts';

const SECTIONS = ['anagrafica', 'contatti', 'documento', 'consensi', 'acquisti', 'resi'];

/** The detail's collapsible sections (spec 2 §2.3), all open at first. */
export function CustomerDetailSections({ customer }: { customer: CustomerDetail }) {
  const company = customer.customer_type === 'company';
  // the returns are sales work: who does not see sales does not see them (issue 11)
  const seesSales = can(useCurrentUser().permissions, 'sales', 'view');
  const choices = consentChoices(customer.consent_history);
  return (
    <Accordion multiple defaultValue={SECTIONS} variant="separated" radius="md">
      <Accordion.Item value="anagrafica">
        <Accordion.Control>{company ? 'Dati Azienda' : 'Dati Anagrafici'}</Accordion.Control>
        <Accordion.Panel>
          {company ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <DetailField label="Ragione sociale">{customer.company_name}</DetailField>
              <DetailField label="Partita IVA">{customer.vat_number ? formatPartitaIva(customer.vat_number) : '—'}</DetailField>
              <DetailField label="Codice fiscale" dashWhenEmpty>
                {customer.fiscal_code}
              </DetailField>
              <DetailField label="Rappresentante legale" dashWhenEmpty>
                {customer.legal_representative}
              </DetailField>
              <DetailField label="PEC" dashWhenEmpty>
                {customer.pec_email}
              </DetailField>
              <DetailField label="Codice SDI" dashWhenEmpty>
                {customer.sdi_code}
              </DetailField>
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <DetailField label="Nome">{customer.first_name}</DetailField>
              <DetailField label="Cognome">{customer.last_name}</DetailField>
              <DetailField label="Codice fiscale">{customerCode(customer)}</DetailField>
              <DetailField label="Data di nascita">{formatDay(customer.birth_date)}</DetailField>
              <DetailField label="Luogo di nascita" dashWhenEmpty>
                {customer.birth_place}
              </DetailField>
              <DetailField label="Nazionalità" dashWhenEmpty>
                {customer.nationality}
              </DetailField>
            </SimpleGrid>
          )}
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="contatti">
        <Accordion.Control>Informazioni di Contatto</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DetailField label="Telefono">{formatPhone(customer.phone)}</DetailField>
            <DetailField label="Email" dashWhenEmpty>
              {customer.email}
            </DetailField>
            <DetailField label="Negozio" dashWhenEmpty>
              {customer.store_name}
            </DetailField>
            <DetailField label="Indirizzo" dashWhenEmpty>
              {[customer.address, customer.civic_number].filter(Boolean).join(', ')}
            </DetailField>
            <DetailField label="Città" dashWhenEmpty>
              {[customer.postal_code, customer.city, customer.province ? `(${customer.province})` : null].filter(Boolean).join(' ')}
            </DetailField>
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="documento">
        <Accordion.Control>Documento di Identità</Accordion.Control>
        <Accordion.Panel>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DetailField label="Tipo">{DOCUMENT_TYPE_LABELS[customer.document_type]}</DetailField>
            <DetailField label="Numero" dashWhenEmpty>
              {customer.document_number}
            </DetailField>
            <DetailField label="Ente rilascio" dashWhenEmpty>
              {customer.document_issued_by}
            </DetailField>
            <DetailField label="Data rilascio">{formatDay(customer.document_issued_date)}</DetailField>
            <DetailField label="Data scadenza">{formatDay(customer.document_expiry_date)}</DetailField>
          </SimpleGrid>
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="consensi">
        <Accordion.Control>Consensi Privacy</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Group gap="sm">
              {CONSENT_KINDS.map((kind) => {
                const granted = customer[`${kind}_consent`];
                return (
                  <Badge key={kind} variant="light" color={granted ? 'green' : 'gray'}>
                    {CONSENT_SHORT_LABELS[kind]}: {granted ? 'sì' : 'no'}
                  </Badge>
                );
              })}
            </Group>
            {customer.consent_history.length > 0 ? (
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  Storico consensi
                </Text>
                {customer.consent_history.map((event, index) => (
                  <Text key={`${event.consent}-${event.changed_at}-${index}`} size="xs">
                    {formatDateTime(event.changed_at)} · Consenso {CONSENT_SHORT_LABELS[event.consent].toLowerCase()} {choices[index]?.toLowerCase()}
                    {event.changed_by_name ? ` da ${event.changed_by_name}` : ''}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>

      <Accordion.Item value="acquisti">
        <Accordion.Control>Acquisti Recenti</Accordion.Control>
        <Accordion.Panel>
          {customer.recent_sales.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nessun acquisto
            </Text>
          ) : (
            <Table verticalSpacing={4} aria-label="Acquisti recenti">
              <Table.Tbody>
                {customer.recent_sales.slice(0, 5).map((sale) => (
                  <Table.Tr key={sale.id} data-testid="recent-sale">
                    <Table.Td>{formatDate(sale.sale_date)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{sale.store_name ?? '—'}</Text>
                      <Text size="xs" c="dimmed">
                        {sale.consultant_name ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge size="xs" variant="light" color={sale.status === 'completed' ? 'green' : 'yellow'}>
                        {sale.status === 'completed' ? 'Completata' : 'In corso'}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(sale.total_amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Accordion.Panel>
      </Accordion.Item>

      {seesSales ? (
        <Accordion.Item value="resi">
          <Accordion.Control>Resi</Accordion.Control>
          <Accordion.Panel>
            <CustomerReturns customerId={customer.id} />
          </Accordion.Panel>
        </Accordion.Item>
      ) : null}
    </Accordion>
  );
}
