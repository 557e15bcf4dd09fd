import { Badge, Group, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { PIECE_STATUS_LABELS, STOCK_MSG, type InventoryItem, type InventorySort } from '@banco/shared';
import { formatCount, formatDay, formatMoney } from '../../format/format.ts';
import { brandModel, marginColor, marginText, rowCodes, rowLabel, STATUS_COLORS } from './inventory-format.ts';
import { CodeList } from '../../components/CodeList.tsx';
import { RowActions } from '../../components/RowActions.tsx';
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
 * narrow box (1024 px with the sidebar) the supplier and the store go under the product name and the
 * two dates share one column (inventory-table.css), so the pinned actions never cover a column and
 * the product keeps the width of a whole IMEI.
 */
export function InventoryTable({ items, sort, onSort, canEdit, canDelete, onView, onEdit, onDelete }: InventoryTableProps) {
  const header = (column: InventorySort, label: string, props: { className?: string; ta?: 'right' } = {}) => (
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
              {header('purchase_date', 'Acquisto', { className: 'banco-wide-only' })}
              {header('last_sale_date', 'Ultima vendita', { className: 'banco-wide-only' })}
              <DatesHeader sort={sort} onSort={onSort} />
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

interface SortProps {
  sort: InventorySortState;
  onSort(column: InventorySort): void;
}

const ariaSort = (active: boolean, sort: InventorySortState) => (active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none');

function SortHeader({ column, label, sort, onSort, className, ta }: SortProps & { column: InventorySort; label: string; className?: string; ta?: 'right' }) {
  return (
    <Table.Th className={className} aria-sort={ariaSort(sort.sort === column, sort)} ta={ta}>
      <SortButton column={column} label={label} sort={sort} onSort={onSort} ta={ta} testId />
    </Table.Th>
  );
}

/** The narrow table's one column for both dates: the purchase date over the last sale, each sortable. */
function DatesHeader({ sort, onSort }: SortProps) {
  const active = sort.sort === 'purchase_date' || sort.sort === 'last_sale_date';
  return (
    <Table.Th className="banco-narrow-cell" aria-sort={ariaSort(active, sort)}>
      <Stack gap={2} align="flex-start">
        <SortButton column="purchase_date" label="Acquisto" sort={sort} onSort={onSort} />
        <SortButton column="last_sale_date" label="Venduto" ariaLabel="Ultima vendita" sort={sort} onSort={onSort} />
      </Stack>
    </Table.Th>
  );
}

function SortButton({
  column,
  label,
  sort,
  onSort,
  ta,
  ariaLabel,
  testId = false,
}: SortProps & {
  column: InventorySort;
  label: string;
  ta?: 'right';
  /** The button's name when its label is a short form. */
  ariaLabel?: string;
  /** Whether it carries `sort-<column>`: the wide headers do, the narrow ones repeat them. */
  testId?: boolean;
}) {
  const active = sort.sort === column;
  const Icon = active ? (sort.order === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <UnstyledButton onClick={() => onSort(column)} data-testid={testId ? `sort-${column}` : undefined} className="banco-sort-button" aria-label={ariaLabel}>
      <Group gap={4} wrap="nowrap" justify={ta === 'right' ? 'flex-end' : 'flex-start'}>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
        <Icon size={14} aria-hidden color={active ? 'var(--mantine-color-banco-7)' : 'var(--mantine-color-gray-5)'} />
      </Group>
    </UnstyledButton>
  );
}

function PurchaseDate({ item }: { item: InventoryItem }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDay(item.purchase_date)}
    </Text>
  );
}

function LastSale({ item }: { item: InventoryItem }) {
  return item.last_sale_date === null ? (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {STOCK_MSG.neverSold}
    </Text>
  ) : (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDay(item.last_sale_date)}
    </Text>
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
  const codes = rowCodes(item);
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
          {codes.length > 0 ? <CodeList codes={codes} size="xs" testId="inventory-row-codes" /> : null}
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
            {formatCount(item.quantity)}
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
      <Table.Td className="banco-wide-only">
        <PurchaseDate item={item} />
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <LastSale item={item} />
      </Table.Td>
      <Table.Td className="banco-narrow-cell">
        <Stack gap={2}>
          <PurchaseDate item={item} />
          <LastSale item={item} />
        </Stack>
      </Table.Td>
      <Table.Td className="banco-wide-only">
        <Text size="sm">{item.store_name}</Text>
      </Table.Td>
      <Table.Td className="banco-sticky-actions">
        <RowActions
          name={label}
          viewLabel="Dettagli"
          onView={() => onView(item)}
          onEdit={canEdit ? () => onEdit(item) : undefined}
          onDelete={canDelete ? () => onDelete(item) : undefined}
        />
      </Table.Td>
    </Table.Tr>
  );
}
