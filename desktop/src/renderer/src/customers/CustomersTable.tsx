import { Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconChartPie, IconMail, IconShieldCheck, type TablerIcon } from '@tabler/icons-react';
import type { CustomerDto, CustomerPermissions } from '@banco/shared';
import { formatDate } from '../format/format.ts';
import { customerCode, formatPhone } from './customer-format.ts';
import { RowActions } from '../components/RowActions.tsx';

interface CustomersTableProps {
  customers: readonly CustomerDto[];
  permissions: CustomerPermissions;
  /** The platform's view over every company: each customer says whose it is. */
  showCompany: boolean;
  onView(customer: CustomerDto): void;
  onEdit(customer: CustomerDto): void;
  onDelete(customer: CustomerDto): void;
}

/**
 * The customers table (spec 2 §2.1): Cliente, Contatti, CF / P.IVA, Consensi GDPR, Ultimo Acquisto, Azioni.
 * At 1024×768 with the full sidebar (a 670 px box) the six columns fit by wrapping (the code at its
 * groups, two-word headers on two lines) rather than sliding the consents and the last purchase under
 * the pinned actions (cells pad 10 px); below 640 px the table scrolls sideways.
 */
export function CustomersTable({ customers, permissions, showCompany, onView, onEdit, onDelete }: CustomersTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Clienti">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cliente</Table.Th>
            <Table.Th>Contatti</Table.Th>
            <Table.Th>CF / P.IVA</Table.Th>
            <Table.Th>Consensi GDPR</Table.Th>
            <Table.Th>Ultimo Acquisto</Table.Th>
            <Table.Th ta="right" w={120} className="banco-sticky-actions">
              Azioni
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} permissions={permissions} showCompany={showCompany} onView={onView} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ConsentIcon({ icon: Icon, label, granted }: { icon: TablerIcon; label: string; granted: boolean }) {
  const title = `${label}: ${granted ? 'consenso dato' : 'consenso non dato'}`;
  return (
    <Tooltip label={title}>
      <span role="img" aria-label={title} title={title} data-granted={granted} style={{ display: 'inline-flex' }}>
        <Icon size={18} color={granted ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-4)'} aria-hidden />
      </span>
    </Tooltip>
  );
}

function CustomerRow({ customer, permissions, showCompany, onView, onEdit, onDelete }: { customer: CustomerDto } & Omit<CustomersTableProps, 'customers'>) {
  const name = customer.display_name;
  const company = customer.customer_type === 'company';
  return (
    <Table.Tr data-testid="customer-row" data-customer-id={customer.id}>
      <Table.Td>
        <Stack gap={2}>
          {/* a name of one long word breaks rather than push the columns under the actions */}
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={company ? 'grape' : 'blue'}>
              {company ? 'Azienda' : 'Privato'}
            </Badge>
            {company && customer.legal_representative ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {customer.legal_representative}
              </Text>
            ) : null}
          </Group>
          {showCompany ? (
            <Text size="xs" c="dimmed" data-testid="customer-owner-company" style={{ overflowWrap: 'anywhere' }}>
              {customer.owner_company_name}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPhone(customer.phone)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {customer.email === null ? 'Nessuna email' : <EmailText email={customer.email} />}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        {/* at most two lines: 'FRR CHR 95 B' / '54 F704 P' */}
        <Text size="sm" ff="monospace" style={{ minWidth: '12ch' }}>
          {customerCode(customer)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <ConsentIcon icon={IconShieldCheck} label="Privacy" granted={customer.privacy_consent} />
          <ConsentIcon icon={IconMail} label="Marketing" granted={customer.marketing_consent} />
          <ConsentIcon icon={IconChartPie} label="Profilazione" granted={customer.profiling_consent} />
        </Group>
      </Table.Td>
      <Table.Td>
        {customer.last_purchase_date ? (
          <Text size="sm">{formatDate(customer.last_purchase_date)}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            Nessun acquisto
          </Text>
        )}
      </Table.Td>
      <Table.Td className="banco-sticky-actions">
        <RowActions
          name={name}
          onView={() => onView(customer)}
          onEdit={permissions.can_edit ? () => onEdit(customer) : undefined}
          onDelete={permissions.can_delete ? () => onDelete(customer) : undefined}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** An e-mail that wraps after its '@' ('mario.verdi@' / 'esempio.it'), not inside a word, where the column is narrow. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
