import { Alert, Button, Grid, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowRight, IconArrowsExchange, IconReceiptRefund } from '@tabler/icons-react';
import { RETURN_MSG, type ReturnQuote, type ReturnType, type SaleForReturn } from '@banco/shared';
import { ExchangeProducts } from './ExchangeProducts.tsx';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { PhotoDocumentation } from './PhotoDocumentation.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { returnableLines, toggleLine, updateReturnLine } from './return-form.ts';
import type { ReturnStepProps } from './return-step-props.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { ReturnProductCard } from './ReturnProductCard.tsx';

interface ConditionStepProps extends ReturnStepProps {
  sale: SaleForReturn | undefined;
  quote: { shown: ReturnQuote | null; pending: boolean; error: string | null };
  photos: readonly ReturnPhotoDraft[];
  onPhotos(photos: ReturnPhotoDraft[]): void;
  /** 'Procedi con il Reso' (the Reso tab's, spec 2 §2.7): Avanti. */
  onProceed(): void;
  proceedDisabled: boolean;
}

/**
 * Step 2, Controllo Condizioni (spec 2 §2.7, §3.6): tabs Reso and Cambio; the returnable products by
 * checkbox with their defect checklists and notes; the server's summary; the photos; for an exchange
 * the new products from the store's stock.
 */
export function ConditionStep({ values, errors, set, sale, quote, photos, onPhotos, onProceed, proceedDisabled }: ConditionStepProps) {
  if (sale === undefined) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {RETURN_MSG.chooseSaleFirst}
      </Alert>
    );
  }
  const offered = returnableLines(sale);
  const exchange = values.type === 'exchange';
  return (
    <Stack gap="md">
      <Tabs
        value={values.type}
        onChange={(next) => {
          if (next === 'return' || next === 'exchange') set('type', next satisfies ReturnType, ['new_lines', 'quote']);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="return" leftSection={<IconReceiptRefund size={16} aria-hidden />}>
            {RETURNS_TEXT.returnTab}
          </Tabs.Tab>
          <Tabs.Tab value="exchange" leftSection={<IconArrowsExchange size={16} aria-hidden />}>
            {RETURNS_TEXT.exchangeTab}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Text fw={600}>Prodotti da restituire</Text>
            {offered.length === 0 ? (
              <Alert color="yellow" variant="light" title={RETURN_MSG.nothingReturnable} role="alert">
                {RETURN_MSG.nothingReturnableHint}
              </Alert>
            ) : (
              offered.map((line) => {
                const index = values.lines.findIndex((chosen) => chosen.sale_line_id === line.sale_line_id);
                return (
                  <ReturnProductCard
                    key={line.sale_line_id}
                    line={line}
                    chosen={values.lines[index] ?? null}
                    index={index}
                    errors={errors}
                    assessed={quote.shown?.lines.find((assessed) => assessed.sale_line_id === line.sale_line_id)}
                    onToggle={(chosen) => set('lines', toggleLine(values.lines, line.sale_line_id, chosen), ['lines', 'quote'])}
                    onChange={(change, clear) => set('lines', updateReturnLine(values.lines, line.sale_line_id, change), [...clear, 'quote'])}
                  />
                );
              })
            )}
            {errors.lines ? (
              <Text size="sm" c="red" role="alert">
                {errors.lines}
              </Text>
            ) : null}
            {exchange ? (
              <Stack gap="xs" mt="sm" aria-label="Nuovi prodotti del cambio">
                <ExchangeProducts values={values} errors={errors} set={set} storeId={sale.store_id} />
              </Stack>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {/* the figures stay in view while the checklists scroll */}
          <Stack gap="sm" style={{ position: 'sticky', top: 0 }}>
            <QuoteSummary
              quote={quote.shown}
              pending={quote.pending}
              error={quote.error ?? errors.quote ?? null}
              emptyText={values.lines.length > 0 && exchange ? RETURN_MSG.exchangeProductsRequired : RETURN_MSG.noProductSelected}
            />
            {exchange ? null : (
              <Button fullWidth rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onProceed} disabled={proceedDisabled}>
                {RETURNS_TEXT.proceedReturn}
              </Button>
            )}
            <PhotoDocumentation photos={photos} onChange={onPhotos} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
