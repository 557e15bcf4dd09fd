import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { SUPPLIER_TYPE_LABELS, type SupplierDto } from '@banco/shared';
import { RowAction, RowActions, ToggleActiveAction } from '../../components/RowActions.tsx';
import { WHOLE_BADGE } from '../catalogue/CatalogueTable.tsx';

interface SuppliersTableProps {
  suppliers: readonly SupplierDto[];
  canEdit: boolean;
  /** Verifying a supplier is the owners' call (warehouse delete). */
  canVerify: boolean;
  /** The supplier an action is running on (its button spins). */
  busy: number | null;
  onEdit(supplier: SupplierDto): void;
  onVerify(supplier: SupplierDto): void;
  onToggle(supplier: SupplierDto): void;
}

/**
 * The suppliers table: Fornitore (name and type), Codice, P. IVA, Contatti, Stato (verified and
 * active), Azioni. Six columns, so at 1024×768 with the full sidebar nothing slides under the pinned
 * actions; below 640 px it scrolls sideways.
 */
export function SuppliersTable({ suppliers, canEdit, canVerify, busy, onEdit, onVerify, onToggle }: SuppliersTableProps) {
  const withActions = canEdit || canVerify;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Fornitori">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fornitore</Table.Th>
            <Table.Th>Codice</Table.Th>
            <Table.Th>P. IVA</Table.Th>
            <Table.Th>Contatti</Table.Th>
            <Table.Th>Stato</Table.Th>
            {withActions ? (
              <Table.Th ta="right" w={110} className="banco-sticky-actions">
                Azioni
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((supplier) => (
            <Table.Tr key={supplier.id} data-testid="supplier-row" data-supplier-id={supplier.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="supplier-row-name">
                    {supplier.name}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="supplier-row-type">
                    {SUPPLIER_TYPE_LABELS[supplier.type]}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" data-testid="supplier-row-code">
                  {supplier.code}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {supplier.vat_number ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                {supplier.email === null && supplier.phone === null ? (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                ) : (
                  <Stack gap={0}>
                    {supplier.phone ? (
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {supplier.phone}
                      </Text>
                    ) : null}
                    {supplier.email ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {supplier.email}
                      </Text>
                    ) : null}
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Badge size="sm" variant="light" color={supplier.verified ? 'teal' : 'yellow'} style={WHOLE_BADGE} data-testid="supplier-row-verified">
                    {supplier.verified ? 'Verificato' : 'Da verificare'}
                  </Badge>
                  <Badge size="sm" variant="light" color={supplier.active ? 'green' : 'gray'} style={WHOLE_BADGE} data-testid="supplier-row-status">
                    {supplier.active ? 'Attivo' : 'Disattivo'}
                  </Badge>
                </Stack>
              </Table.Td>
              {withActions ? (
                <Table.Td className="banco-sticky-actions">
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canVerify && !supplier.verified ? (
                      <RowAction label="Verifica" name={supplier.name} icon={IconRosetteDiscountCheck} color="teal" busy={busy === supplier.id} onClick={() => onVerify(supplier)} />
                    ) : null}
                    {canEdit ? (
                      <ToggleActiveAction active={supplier.active} name={supplier.name} busy={busy === supplier.id} onClick={() => onToggle(supplier)} />
                    ) : null}
                    <RowActions name={supplier.name} onEdit={canEdit ? () => onEdit(supplier) : undefined} />
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
