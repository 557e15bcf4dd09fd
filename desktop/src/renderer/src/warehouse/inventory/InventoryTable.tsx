import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconArrowsSort, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { PIECE_STATUS_LABELS, STOCK_MSG, type InventoryItem, type InventorySort } from '@banco/shared';
import { formatDay, formatMoney } from '../../format/format.ts';
import { brandModel, codesText, marginColor, marginText, rowLabel, STATUS_COLORS } from './inventory-format.ts';
import './inventory-table.css';

export interface InventorySortState {
  sort: InventorySort;
  order: 'asc' | 'desc';
}

interface InventoryTableProps {
  items: readonly InventoryItem[];
  sort: InventorySortState;
  onSort(column: InventorySort): void;
  canEdit: boolean;
  canDelete: boolean;
  onView(item: InventoryItem): void;
  onEdit(item: InventoryItem): void;
  onDelete(item: InventoryItem): void;
}

/**
 * The inventory table (spec 3 §2): sortable by the server, one row per piece or per quantity. In a
 * narrow box (1024 px with the sidebar) the supplier and the store go under the product name
 * (inventory-table.css), so the pinned actions never cover a column.
 */
export function InventoryTable({ items, sort, onSort, canEdit, canDelete, onView, onEdit, onDelete }: InventoryTableProps) {
  const header = (column: InventorySort, label: string, props: { className?: string; ta?: 'right'; narrowLabel?: string } = {}) => (
    <SortHeader column={column} label={label} sort={sort} onSort={onSort} {...props} />
  );
  return (
    <div className="banco-inventory-table">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Inventario">
          <Table.Thead>
            <Table.Tr>
              {header('product_name', 'Prodotto')}
              {header('status', 'Stato')}
              {header('quantity', 'Qtà', { ta: 'right' })}
              {header('selling_price', 'Prezzo', { ta: 'right' })}
              {header('supplier', 'Fornitore', { className: 'banco-wide-only' })}
              {header('purchase_date', 'Acquisto')}
              {header('last_sale_date', 'Ultima vendita', { narrowLabel: 'Venduto' })}
              <Table.Th className="banco-wide-only">Negozio</Table.Th>
              <Table.Th ta="right" w={110} className="banco-sticky-actions">
                Azioni
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <InventoryRow
                key={`${item.kind}-${item.id}`}
                item={item}
                canEdit={canEdit}
                canDelete={canDelete}
                onView={onView}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
  ta,
  narrowLabel,
}: {
  column: InventorySort;
  label: string;
  sort: InventorySortState;
  onSort(column: InventorySort): void;
  className?: string;
  ta?: 'right';
  /** A shorter label for the narrow table (its button is still named `label`). */
  narrowLabel?: string;
}) {
  const active = sort.sort === column;
  const Icon = active ? (sort.order === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <Table.Th className={className} aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'} ta={ta}>
      <UnstyledButton onClick={() => onSort(column)} data-testid={`sort-${column}`} className="banco-sort-button" aria-label={narrowLabel === undefined ? undefined : label}>
        <Group gap={4} wrap="nowrap" justify={ta === 'right' ? 'flex-end' : 'flex-start'}>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {narrowLabel === undefined ? (
              label
            ) : (
              <>
                <span className="banco-wide-only">{label}</span>
                <span className="banco-narrow-inline">{narrowLabel}</span>
              </>
            )}
          </Text>
          <Icon size={14} aria-hidden color={active ? 'var(--mantine-color-banco-7)' : 'var(--mantine-color-gray-5)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Supplier and store: their own columns in a wide table, under the name in a narrow one. */
function Origin({ item }: { item: InventoryItem }) {
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {[item.supplier, item.store_name].filter((part) => part !== null && part !== '').join(' · ')}
    </Text>
  );
}

function InventoryRow({ item, canEdit, canDelete, onView, onEdit, onDelete }: { item: InventoryItem } & Omit<InventoryTableProps, 'items' | 'sort' | 'onSort'>) {
  const label = rowLabel(item);
  const codes = codesText(item);
  const subtitle = brandModel(item);
  return (
    <Table.Tr data-testid="inventory-row" data-kind={item.kind} data-id={item.id}>
      <Table.Td>
        <Stack gap={0}>
          {/* long single words break rather than push the columns under the actions */}
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.product_name}
          </Text>
          {subtitle ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Text>
          ) : null}
          {codes ? (
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="inventory-row-codes">
              {codes}
            </Text>
          ) : null}
          <div className="banco-narrow-only">
            <Origin item={item} />
          </div>
        </Stack>
      </Table.Td>
      <Table.Td>
        {/* whole words, never 'DISP…': the table gives the status its width first */}
        <Badge size="xs" variant="light" color={STATUS_COLORS[item.status]} data-testid="inventory-row-status" style={{ minWidth: 'max-content' }}>
          {PIECE_STATUS_LABELS[item.status]}
        </Badge>
      </Table.Td>
      <Table.Td ta="right">
        {/* low stock is the quantity's: the stat card's orange triangle beside it */}
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {item.low_stock ? (
            <Tooltip label="Scorta bassa">
              <IconAlertTriangle size={15} color="var(--mantine-color-orange-6)" role="img" aria-label="Scorta bassa" data-testid="inventory-row-low-stock" />
            </Tooltip>
          ) : null}
          <Text size="sm" c={item.low_stock ? 'orange.8' : undefined} fw={item.low_stock ? 600 : undefined}>
            {item.quantity}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <Stack gap={0} align="flex-end">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {item.selling_price === null ? '—' : formatMoney(item.selling_price)}
          </Text>
          {item.purchase_price === null ? null : (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="inventory-row-purchase">
              Acq: {formatMoney(item.purchase_price)}
              {item.margin_percent === null ? null : (
                <Text span size="xs" fw={600} c={marginColor(item.margin_percent)} className="banco-margin">
                  {marginText(item.margin_percent)}
                </Text>
              )}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Text size="sm">{item.supplier ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(item.purchase_date)}
        </Text>
      </Table.Td>
      <Table.Td>
        {item.last_sale_date === null ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {STOCK_MSG.neverSold}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(item.last_sale_date)}
          </Text>
        )}
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Text size="sm">{item.store_name}</Text>
      </Table.Td>
      <Table.Td className="banco-sticky-actions">
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Dettagli">
            <ActionIcon variant="subtle" aria-label={`Dettagli ${label}`} onClick={() => onView(item)}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {canEdit ? (
            <Tooltip label="Modifica">
              <ActionIcon variant="subtle" aria-label={`Modifica ${label}`} onClick={() => onEdit(item)}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canDelete ? (
            <Tooltip label="Elimina">
              <ActionIcon variant="subtle" color="red" aria-label={`Elimina ${label}`} onClick={() => onDelete(item)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
