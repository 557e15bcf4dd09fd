import { Alert, Button, Group, Loader, Paper, ScrollArea, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PRODUCT_CATEGORIES, PRODUCT_MSG, SALE_MSG, STOCK_MSG, type InventoryItem, type ProductCategory } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { LoadError } from '../../components/Banners.tsx';
import { formatCount, formatMoney } from '../../format/format.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { addToCart } from './sale-form.ts';
import type { CartFieldProps } from './sale-step-props.ts';
import { useActivationOperators, useStockLookup, useStockSearch } from './use-sale-lookups.ts';

type CategoryFilter = 'Tutte' | ProductCategory;

interface ProductsStepProps extends CartFieldProps {
  storeId: number;
  /** The cart's title and what an empty cart says (an exchange's new products name their own). */
  cartTitle?: string;
  emptyText?: string;
}

/**
 * Step 2, Prodotti (spec 2 §2.6, §5.3): what the store has available, by name, brand, model, EAN, IMEI
 * or serial (a scanner types the code and Enter: a single match goes in the cart); the cart below.
 * An exchange's new products (issue 11) are chosen with it too.
 */
export function ProductsStep({ values, errors, set, storeId, cartTitle = 'Carrello', emptyText = SALE_MSG.cartEmpty }: ProductsStepProps) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('Tutte');
  /** A scanned code whose lookup did not answer: Riprova looks it up again. */
  const [unanswered, setUnanswered] = useState<string | null>(null);
  const search = useStockSearch(storeId, text, category === 'Tutte' ? null : category);
  const operators = useActivationOperators(storeId);
  const lookup = useStockLookup(storeId);
  const inCart = new Map(values.lines.map((line) => [line.key, line.quantity]));
  const results = search.data ?? [];
  const add = (item: InventoryItem) => set('lines', addToCart(values.lines, item), ['lines']);
  const listed = text.trim().length >= 2 || category !== 'Tutte';
  const scan = (typed: string) => {
    setUnanswered(null);
    void lookup(typed).then(
      ([only, ...others]) => {
        // a scan of one match goes in the cart, but never without a price: the list below says why
        if (only === undefined || others.length > 0 || only.selling_price === null) return;
        add(only);
        setText((current) => (current.trim() === typed ? '' : current));
      },
      (error: unknown) => {
        console.error('Ricerca non riuscita', error);
        setUnanswered(typed);
      },
    );
  };
  // not 'Nessun prodotto trovato' when the search did not answer: the counter would look elsewhere for a product it has
  const searchFailed = search.isError && !search.searching;
  const failure =
    searchFailed || unanswered !== null
      ? {
          message: searchFailed ? userMessage(search.error, '') : '',
          // both again: the list, and the scanned code (whose single match then goes in the cart)
          retry: () => {
            if (searchFailed) void search.refetch();
            if (unanswered !== null) scan(unanswered);
          },
        }
      : null;

  return (
    <Stack gap="md">
      <Stack gap="sm">
        <TextInput
          label="Cerca prodotto"
          placeholder="Nome, marca, modello, EAN, IMEI o seriale"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.searching ? <Loader size="xs" /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setUnanswered(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter never advances the wizard here; a scanned code with one match goes in the cart,
            // once the answer for that very code is in (a scanner types faster than the search)
            event.preventDefault();
            const typed = text.trim();
            if (typed.length < 2) return;
            scan(typed);
          }}
        />
        <SegmentedControl aria-label="Categoria" size="xs" data={['Tutte', ...PRODUCT_CATEGORIES]} value={category} onChange={(next) => setCategory(next as CategoryFilter)} />
        {failure !== null ? <LoadError title={PRODUCT_MSG.searchFailed} message={failure.message} onRetry={failure.retry} /> : null}
        {listed && failure === null ? (
          <Paper withBorder radius="md" p={0}>
            <ScrollArea.Autosize mah={220} type="auto">
              {results.length === 0 && !search.searching ? (
                <Text size="sm" c="dimmed" p="sm">
                  {STOCK_MSG.noProducts}
                </Text>
              ) : (
                <Stack gap={0} role="list" aria-label="Prodotti disponibili">
                  {results.map((item) => {
                    const taken = inCart.get(`${item.kind}-${item.id}`) ?? 0;
                    const left = item.kind === 'piece' ? 1 - taken : item.quantity - taken;
                    // without a selling price it cannot be sold (the server refuses it): priced in Inventario → Modifica
                    const unpriced = item.selling_price === null;
                    return (
                      <Group key={`${item.kind}-${item.id}`} justify="space-between" wrap="nowrap" px="sm" py={6} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500} truncate>
                            {item.product_name}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {[item.brand, item.model, item.imei ? `IMEI ${item.imei}` : null, item.serial_number ? `S/N ${item.serial_number}` : null, item.kind === 'stock' ? `Disponibili: ${formatCount(item.quantity)}` : null]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Stack>
                        <Group gap="sm" wrap="nowrap">
                          <Text size="sm" fw={600} c={unpriced ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                            {item.selling_price === null ? SALE_MSG.noPriceShort : formatMoney(item.selling_price)}
                          </Text>
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconPlus size={14} aria-hidden />}
                            disabled={left <= 0 || unpriced}
                            title={unpriced ? SALE_MSG.priceMissing : undefined}
                            onClick={() => add(item)}
                            aria-label={`Aggiungi ${item.product_name}${item.imei ? ` IMEI ${item.imei}` : ''}`}
                          >
                            {left <= 0 ? 'Nel carrello' : 'Aggiungi'}
                          </Button>
                        </Group>
                      </Group>
                    );
                  })}
                </Stack>
              )}
            </ScrollArea.Autosize>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed">
            Scrivi almeno 2 caratteri o scegli una categoria: compaiono solo i prodotti disponibili in negozio.
          </Text>
        )}
      </Stack>

      <Stack gap="xs">
        <Text fw={600}>{cartTitle}</Text>
        {values.lines.length === 0 ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {errors.lines ?? emptyText}
          </Alert>
        ) : (
          values.lines.map((line, index) => <CartLineRow key={line.key} line={line} index={index} operators={operators} values={values} errors={errors} set={set} />)
        )}
      </Stack>
    </Stack>
  );
}
