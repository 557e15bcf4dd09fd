import { Accordion, Badge, Button, Group, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconBuildingStore,
  IconInfoCircle,
  IconKey,
  IconNotes,
  IconPencil,
  IconPlugConnected,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MSG, roleLabel, type StoreDto } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { formatCount, formatDate, formatDateTime, formatDay } from '../format/format.ts';
import { OperatorChips, StoreStatusBadge, WhatsappBadge } from './StoreBadges.tsx';
import { isCodeExpired } from './store-form.ts';
import { useActivationCodes, useStore, useStoreStaff } from './use-stores.ts';
import { DetailField } from '../components/DetailField.tsx';
import { ErrorBanner } from '../components/Banners.tsx';

interface StoreDetailModalProps {
  storeId: number;
  showCompany: boolean;
  onClose(): void;
  onEdit(store: StoreDto): void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailField label={label} labelWeight={500} uppercase={false} dashWhenEmpty>
      {children}
    </DetailField>
  );
}

const SECTIONS = ['general', 'staff', 'operators', 'whatsapp', 'codes', 'notes', 'system'];

/** Spec 1 §2 Store detail modal: collapsible sections; edit only if the store's permissions allow. */
export function StoreDetailModal({ storeId, showCompany, onClose, onEdit }: StoreDetailModalProps) {
  const storeQuery = useStore(storeId);
  const staffQuery = useStoreStaff(storeId);
  const codesQuery = useActivationCodes(storeId);
  const store = storeQuery.data;

  return (
    <Modal
      opened
      onClose={onClose}
      size={900}
      centered
      title={
        <Group gap="sm">
          <IconBuildingStore size={22} aria-hidden />
          <Text fw={700} size="lg">
            {store ? store.name : 'Dettaglio negozio'}
          </Text>
          {store ? (
            <Badge variant="outline" color="gray" ff="monospace">
              {store.code}
            </Badge>
          ) : null}
          {store ? <StoreStatusBadge status={store.status} /> : null}
        </Group>
      }
    >
      {storeQuery.isPending ? (
        <Group justify="center" gap="sm" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento negozio...</Text>
        </Group>
      ) : storeQuery.isError || !store ? (
        <ErrorBanner message={userMessage(storeQuery.error, MSG.storeLoadFailed)} flush />
      ) : (
        <Stack gap="md">
          <Accordion multiple defaultValue={SECTIONS} variant="separated" radius="md">
            <Accordion.Item value="general">
              <Accordion.Control icon={<IconInfoCircle size={18} aria-hidden />}>Informazioni generali</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {showCompany ? <Field label="Azienda">{store.company_name}</Field> : null}
                  <Field label="Codice">{store.code}</Field>
                  <Field label="Stato">
                    <StoreStatusBadge status={store.status} />
                  </Field>
                  <Field label="Indirizzo">{store.address}</Field>
                  <Field label="Città">
                    {store.postal_code} {store.city} ({store.province})
                  </Field>
                  <Field label="Telefono">{store.phone}</Field>
                  <Field label="Email">{store.email}</Field>
                  <Field label="Clienti">{formatCount(store.customers_count)}</Field>
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>

            <Accordion.Item value="staff">
              <Accordion.Control icon={<IconUsers size={18} aria-hidden />}>
                Personale e manager ({staffQuery.data?.staff.length ?? store.staff_count})
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Field label="Manager">
                    {staffQuery.data?.manager
                      ? `${staffQuery.data.manager.first_name} ${staffQuery.data.manager.last_name}`
                      : (store.manager_name ?? 'Nessun manager')}
                  </Field>
                  {staffQuery.isPending ? (
                    <Loader size="sm" />
                  ) : (staffQuery.data?.staff.length ?? 0) === 0 ? (
                    <Text size="sm" c="dimmed">
                      Nessun utente assegnato a questo negozio
                    </Text>
                  ) : (
                    <Table striped withTableBorder verticalSpacing="xs" aria-label="Personale del negozio">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Nome</Table.Th>
                          <Table.Th>Ruolo</Table.Th>
                          <Table.Th>Email</Table.Th>
                          <Table.Th>Telefono</Table.Th>
                          <Table.Th>Assegnato il</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {staffQuery.data?.staff.map((member) => (
                          <Table.Tr key={member.id}>
                            <Table.Td>
                              {member.first_name} {member.last_name}
                            </Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={member.role === 'manager' ? 'banco' : 'gray'}>
                                {roleLabel(member.role)}
                              </Badge>
                            </Table.Td>
                            <Table.Td>{member.email}</Table.Td>
                            <Table.Td>{member.phone ?? '—'}</Table.Td>
                            <Table.Td>{formatDate(member.assigned_at)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>

            <Accordion.Item value="operators">
              <Accordion.Control icon={<IconPlugConnected size={18} aria-hidden />}>Operatori abilitati</Accordion.Control>
              <Accordion.Panel>
                <OperatorChips store={store} />
              </Accordion.Panel>
            </Accordion.Item>

            <Accordion.Item value="whatsapp">
              <Accordion.Control icon={<IconBrandWhatsapp size={18} aria-hidden />}>WhatsApp Business</Accordion.Control>
              <Accordion.Panel>
                <Group gap="md">
                  <WhatsappBadge enabled={store.whatsapp_enabled} />
                  {store.whatsapp_enabled ? <Text size="sm">{store.whatsapp_number}</Text> : null}
                </Group>
              </Accordion.Panel>
            </Accordion.Item>

            <Accordion.Item value="codes">
              <Accordion.Control icon={<IconKey size={18} aria-hidden />}>
                Codici di attivazione ({codesQuery.data?.length ?? 0})
              </Accordion.Control>
              <Accordion.Panel>
                {codesQuery.isPending ? (
                  <Loader size="sm" />
                ) : (codesQuery.data?.length ?? 0) === 0 ? (
                  <Text size="sm" c="dimmed">
                    Nessun codice di attivazione
                  </Text>
                ) : (
                  <Table striped withTableBorder verticalSpacing="xs" aria-label="Codici di attivazione">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Operatore</Table.Th>
                        <Table.Th>Agente</Table.Th>
                        <Table.Th>Dealer</Table.Th>
                        <Table.Th>Attivazione</Table.Th>
                        <Table.Th>Validità</Table.Th>
                        <Table.Th>Stato</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {codesQuery.data?.map((code) => (
                        <Table.Tr key={code.id}>
                          <Table.Td fw={500}>{code.operator}</Table.Td>
                          <Table.Td>{code.agent_code ?? '—'}</Table.Td>
                          <Table.Td>{code.dealer_code ?? '—'}</Table.Td>
                          <Table.Td>{code.activation_code ?? '—'}</Table.Td>
                          <Table.Td>
                            {code.valid_from || code.valid_until
                              ? `${code.valid_from ? formatDay(code.valid_from) : '…'} – ${code.valid_until ? formatDay(code.valid_until) : '…'}`
                              : '—'}
                          </Table.Td>
                          <Table.Td>
                            <Group gap={4}>
                              {isCodeExpired(code) ? (
                                <Badge color="red" variant="light" size="sm">
                                  Scaduto
                                </Badge>
                              ) : null}
                              {!code.is_active ? (
                                <Badge color="gray" variant="light" size="sm">
                                  Inattivo
                                </Badge>
                              ) : null}
                              {code.is_active && !isCodeExpired(code) ? (
                                <Badge color="green" variant="light" size="sm">
                                  Valido
                                </Badge>
                              ) : null}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Accordion.Panel>
            </Accordion.Item>

            {store.notes ? (
              <Accordion.Item value="notes">
                <Accordion.Control icon={<IconNotes size={18} aria-hidden />}>Note</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {store.notes}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ) : null}

            <Accordion.Item value="system">
              <Accordion.Control icon={<IconInfoCircle size={18} aria-hidden />}>Informazioni di sistema</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <Field label="ID">{store.id}</Field>
                  <Field label="Creato il">{formatDateTime(store.created_at)}</Field>
                  <Field label="Aggiornato il">{formatDateTime(store.updated_at)}</Field>
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Chiudi
            </Button>
            {store.permissions.can_edit ? (
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(store)}>
                Modifica
              </Button>
            ) : null}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
