import { ActionIcon, Alert, Button, Group, Loader, NumberInput, Paper, ScrollArea, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PRODUCT_CATEGORIES, PRODUCT_MSG, STOCK_MSG, type ProductCategory } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { LoadError } from '../../components/Banners.tsx';
import { newLine, nextQuantity, selectionSummary, withQuantity, type ReceiptLineValues } from './goods-receipt-form.ts';
import { NewProductModal } from './NewProductModal.tsx';
import type { ReceiptStepProps } from './receipt-step-props.ts';
import { useProductSearch } from './use-goods-receipt.ts';
import { ReceiptFigure } from './ReceiptFigure.tsx';

type CategoryFilter = 'Tutte' | ProductCategory;

/** Step 2, Selezione Prodotti (spec 3 §2, §5): search, category filter, the chosen products with their quantities, the summary. */
export function ProductsStep({ values, errors, set }: ReceiptStepProps) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('Tutte');
  const [creating, setCreating] = useState(false);
  const search = useProductSearch(text);
  const lines = values.lines;
  const chosen = new Set(lines.map((line) => line.product_id));
  const results = (search.data ?? []).filter((product) => category === 'Tutte' || product.category === category);
  const setLines = (next: ReceiptLineValues[]) => set('lines', next, ['details']);
  const changeQuantity = (index: number, typed: number) => {
    const quantity = nextQuantity(typed);
    setLines(quantity === null ? lines.filter((_, at) => at !== index) : lines.map((line, at) => (at === index ? withQuantity(line, quantity) : line)));
  };
  // 'Aggiungi' turns into a disabled 'Aggiunto', 'Rimuovi' goes with its row: the focus moves on to the
  // quantity of the product added, or of the row that takes the removed one's place (else to the search)
  const searchInput = useRef<HTMLInputElement>(null);
  const selectedList = useRef<HTMLDivElement>(null);
  const focusQuantity = (productId: number | undefined) => {
    const input = productId === undefined ? null : selectedList.current?.querySelector<HTMLInputElement>(`input[data-product-id="${productId}"]`);
    (input ?? searchInput.current)?.focus();
  };
  const add = (product: Parameters<typeof newLine>[0]) => {
    flushSync(() => setLines([...lines, newLine(product)]));
    focusQuantity(product.id);
  };
  const remove = (index: number) => {
    flushSync(() => changeQuantity(index, 0));
    focusQuantity((lines[index + 1] ?? lines[index - 1])?.product_id);
  };
  const summary = selectionSummary(lines);
  const declared = values.total_declared_items ?? 0;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              ref={searchInput}
              label="Cerca prodotto"
              placeholder="Nome, marca, modello, EAN o SKU"
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={search.isFetching ? <Loader size="xs" /> : null}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              // Enter searches (it does at every key): it does not advance the wizard
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.preventDefault();
              }}
              style={{ flex: 1 }}
            />
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              Nuovo prodotto
            </Button>
          </Group>
          <SegmentedControl
            aria-label="Categoria"
            size="xs"
            fullWidth
            data={['Tutte', ...PRODUCT_CATEGORIES]}
            value={category}
            onChange={(next) => setCategory(next as CategoryFilter)}
          />
          <Paper withBorder radius="md" p={0}>
            <ScrollArea.Autosize mah={260} type="auto">
              {text.trim().length < 2 ? (
                <Text size="sm" c="dimmed" p="sm">
                  {PRODUCT_MSG.searchTooShort}
                </Text>
              ) : search.isError && !search.isFetching ? (
                // not 'Nessun prodotto trovato': a product that exists would be created again
                <LoadError title={PRODUCT_MSG.searchFailed} message={userMessage(search.error, '')} onRetry={() => void search.refetch()} />
              ) : results.length === 0 && !search.isFetching ? (
                <Text size="sm" c="dimmed" p="sm">
                  {STOCK_MSG.noProducts}
                </Text>
              ) : (
                <Stack gap={0} role="list" aria-label="Risultati della ricerca">
                  {results.map((product) => {
                    const added = chosen.has(product.id);
                    return (
                      <Group key={product.id} justify="space-between" wrap="nowrap" px="sm" py={6} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500} truncate>
                            {product.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {product.brand} · {product.category}
                            {product.requires_imei ? ' · IMEI' : product.requires_serial ? ' · Seriale' : ''}
                          </Text>
                        </Stack>
                        <Button
                          size="xs"
                          variant={added ? 'light' : 'filled'}
                          color={added ? 'green' : undefined}
                          disabled={added}
                          leftSection={added ? <IconCheck size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
                          aria-label={`${added ? 'Aggiunto' : 'Aggiungi'} ${product.name}`}
                          onClick={() => add(product)}
                        >
                          {added ? 'Aggiunto' : 'Aggiungi'}
                        </Button>
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </ScrollArea.Autosize>
          </Paper>
        </Stack>

        <Stack gap="sm">
          <Text fw={600}>Prodotti selezionati ({lines.length})</Text>
          <Paper withBorder radius="md" p={0}>
            {lines.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                {STOCK_MSG.noneSelected}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={300} type="auto">
                <Stack gap={0} role="list" aria-label="Prodotti selezionati" ref={selectedList}>
                  {lines.map((line, index) => (
                    <Group key={line.product_id} justify="space-between" wrap="nowrap" px="sm" py={6} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                        <Text size="sm" fw={500} truncate>
                          {line.product_name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.brand} · {line.category}
                        </Text>
                      </Stack>
                      <NumberInput
                        aria-label={`Quantità ${line.product_name}`}
                        data-product-id={line.product_id}
                        w={84}
                        size="xs"
                        min={0}
                        allowDecimal={false}
                        allowNegative={false}
                        value={line.quantity}
                        error={errors[`lines.${index}.quantity`]}
                        onChange={(value) => {
                          if (typeof value === 'number') changeQuantity(index, value);
                        }}
                      />
                      <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi ${line.product_name}`} onClick={() => remove(index)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Paper>
          {errors.lines ? (
            <Text size="sm" c="red" role="alert">
              {errors.lines}
            </Text>
          ) : null}
          <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="selection-summary">
            <SimpleGrid cols={4} spacing="xs">
              <ReceiptFigure label="Prodotti" value={String(summary.products)} />
              <ReceiptFigure label="Pezzi totali" value={String(summary.pieces)} />
              <ReceiptFigure label="Con IMEI" value={String(summary.withImei)} />
              <ReceiptFigure label="Con seriale" value={String(summary.withSerial)} />
            </SimpleGrid>
          </Paper>
          {lines.length > 0 && declared > 0 && summary.pieces !== declared ? (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
              <Text size="sm">
                Pezzi selezionati ({summary.pieces}) diversi dal totale del DDT ({declared})
              </Text>
            </Alert>
          ) : null}
        </Stack>
      </SimpleGrid>
      {creating ? <NewProductModal initialName={text.trim()} onClose={() => setCreating(false)} onCreated={add} /> : null}
    </Stack>
  );
}
