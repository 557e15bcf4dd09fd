import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { ProductDto } from '@banco/shared';
import { formatMoney } from '../../format/format.ts';
import { RowActions, ToggleActiveAction } from '../../components/RowActions.tsx';

interface CatalogueTableProps {
  products: readonly ProductDto[];
  /** Owners and managers: the purchase price under the selling one (consultants get null from the server). */
  seesPurchasePrices: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** The product whose status is being changed (its button spins). */
  toggling: number | null;
  onEdit(product: ProductDto): void;
  onToggle(product: ProductDto): void;
  onDelete(product: ProductDto): void;
}

/** A badge keeps its whole word: the column gives way to it rather than cut it ('ATTI…'). */
export const WHOLE_BADGE = { minWidth: 'max-content' } as const;

/** How the product's stock is kept: by IMEI, by serial, or by count. */
export function trackingLabel(product: Pick<ProductDto, 'requires_imei' | 'requires_serial'>): string {
  if (product.requires_imei && product.requires_serial) return 'IMEI e seriale';
  if (product.requires_imei) return 'IMEI';
  if (product.requires_serial) return 'Seriale';
  return 'A quantità';
}

/**
 * The catalogue table: Prodotto (name, brand and model), Categoria (with how it is tracked), EAN / SKU,
 * Prezzo (selling; the purchase price under it for who sees it), Stato, Azioni. Six columns, so at
 * 1024×768 with the full sidebar (a ~670 px box) nothing slides under the pinned actions; below
 * 640 px it scrolls sideways.
 */
export function CatalogueTable({ products, seesPurchasePrices, canEdit, canDelete, toggling, onEdit, onToggle, onDelete }: CatalogueTableProps) {
  const withActions = canEdit || canDelete;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover aria-label="Catalogo prodotti">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prodotto</Table.Th>
            <Table.Th>Categoria</Table.Th>
            <Table.Th>EAN / SKU</Table.Th>
            <Table.Th ta="right">Prezzo</Table.Th>
            <Table.Th>Stato</Table.Th>
            {withActions ? (
              <Table.Th ta="right" w={110} className="banco-sticky-actions">
                Azioni
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id} data-testid="product-row" data-product-id={product.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="product-row-name">
                    {product.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {product.brand} · {product.model}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{product.category}</Text>
                  <Badge size="xs" variant="light" color={product.requires_imei || product.requires_serial ? 'indigo' : 'gray'} style={WHOLE_BADGE} data-testid="product-row-tracking">
                    {trackingLabel(product)}
                  </Badge>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {/* an EAN whole on its line: broken in two it cannot be read out */}
                  <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {product.ean ?? '—'}
                  </Text>
                  {product.sku ? (
                    <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {product.sku}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                <Stack gap={0} align="flex-end">
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="product-row-selling">
                    {product.selling_price === null ? 'Non impostato' : formatMoney(product.selling_price)}
                  </Text>
                  {seesPurchasePrices ? (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="product-row-purchase">
                      Acq: {product.last_purchase_price === null ? '—' : formatMoney(product.last_purchase_price)}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={product.is_active ? 'green' : 'gray'} style={WHOLE_BADGE} data-testid="product-row-status">
                  {product.is_active ? 'Attivo' : 'Disattivo'}
                </Badge>
              </Table.Td>
              {withActions ? (
                <Table.Td className="banco-sticky-actions">
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {canEdit ? (
                      <ToggleActiveAction active={product.is_active} name={product.name} busy={toggling === product.id} onClick={() => onToggle(product)} />
                    ) : null}
                    <RowActions name={product.name} onEdit={canEdit ? () => onEdit(product) : undefined} onDelete={canDelete ? () => onDelete(product) : undefined} />
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
