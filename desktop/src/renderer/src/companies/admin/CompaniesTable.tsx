import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { CompanyListItem } from '@banco/shared';
import { formatCount, formatDateTime, formatMoney } from '../../format/format.ts';
import { CompanyStatusBadge } from './CompanyStatusBadge.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { limitText } from '../../format/format.ts';

interface CompaniesTableProps {
  companies: readonly CompanyListItem[];
  onView(company: CompanyListItem): void;
  onEdit(company: CompanyListItem): void;
  onDelete(company: CompanyListItem): void;
}

/**
 * The companies table (spec 1 §2): company, plan, status, shops, users, creation, actions. At
 * 1024×768 (a 670 px box) the columns fit by wrapping rather than sliding under the pinned actions;
 * below 640 px the table scrolls sideways.
 */
export function CompaniesTable({ companies, onView, onEdit, onDelete }: CompaniesTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Aziende">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Azienda</Table.Th>
            <Table.Th>Piano</Table.Th>
            <Table.Th>Stato</Table.Th>
            <Table.Th>Negozi</Table.Th>
            <Table.Th>Utenti</Table.Th>
            <Table.Th>Creata il</Table.Th>
            <Table.Th ta="right" className="banco-sticky-actions">Azioni</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.id} data-testid="company-row">
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {company.name}
                    </Text>
                    {company.is_active ? null : (
                      <Badge size="xs" color="gray" variant="outline">
                        Disattivata
                      </Badge>
                    )}
                  </Group>
                  {company.email ? (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {company.email}
                    </Text>
                  ) : null}
                  {company.vat_number ? (
                    <Text size="xs" c="dimmed">
                      P.IVA {company.vat_number}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text fw={500}>{company.plan_name ?? '—'}</Text>
                {company.price_monthly !== null ? (
                  <Text size="sm" c="dimmed">
                    {formatMoney(company.price_monthly)}/mese
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <CompanyStatusBadge status={company.subscription_status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {formatCount(company.active_stores_count)}/{formatCount(company.stores_count)} attivi
                </Text>
                <Text size="xs" c="dimmed">
                  max {limitText(company.max_stores)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {formatCount(company.users_count)}
                </Text>
                <Text size="xs" c="dimmed">
                  max {limitText(company.max_users)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(company.created_at)}</Text>
              </Table.Td>
              <Table.Td className="banco-sticky-actions">
                <RowActions name={company.name} onView={() => onView(company)} onEdit={() => onEdit(company)} onDelete={() => onDelete(company)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
