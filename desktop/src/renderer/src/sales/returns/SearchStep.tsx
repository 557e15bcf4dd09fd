import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { RETURN_MSG, type SaleForReturn } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { SEARCH_DEBOUNCE_MS } from '../../components/use-list-url-state.ts';
import { ReturnInfoPanels } from './ReturnInfoPanels.tsx';
import { SaleResults } from './SaleResults.tsx';
import { SaleReturnCard } from './SaleReturnCard.tsx';
import { SaleSearchForm } from './SaleSearchForm.tsx';
import { searchQueryOf, type SaleSearchCriteria } from './return-search.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import type { ReturnStepProps } from './return-step-props.ts';
import { useSaleSearch } from './use-returns.ts';

interface SearchStepProps extends ReturnStepProps {
  criteria: SaleSearchCriteria;
  onCriteria(criteria: SaleSearchCriteria): void;
  /** The chosen sale's detail (undefined while it loads). */
  sale: SaleForReturn | undefined;
  saleError: unknown;
  /** The counter's store: its return policy in the info panel. */
  storeId: number;
  onSelect(saleId: number): void;
  onChangeSale(): void;
}

/**
 * Step 1, Ricerca Vendita (spec 2 §2.7, §5.5): the search runs a moment after valid criteria are
 * typed, or at once with Enter; choosing a sale shows its card with each product's return status.
 */
export function SearchStep({ values, errors, criteria, onCriteria, sale, saleError, storeId, onSelect, onChangeSale }: SearchStepProps) {
  const [debounced] = useDebouncedValue(criteria, SEARCH_DEBOUNCE_MS);
  const [submitted, setSubmitted] = useState<SaleSearchCriteria | null>(null);
  const now = submitted !== null && JSON.stringify(submitted) === JSON.stringify(criteria);
  const query = searchQueryOf(now ? criteria : debounced);
  const search = useSaleSearch(query);
  const typing = searchQueryOf(criteria) !== null && !now && JSON.stringify(debounced) !== JSON.stringify(criteria);

  return (
    <Stack gap="md">
      {values.sale_id === null ? (
        <>
          <SaleSearchForm criteria={criteria} onChange={onCriteria} onSubmit={() => setSubmitted(criteria)} />
          {query !== null ? (
            <SaleResults
              sales={search.data?.sales}
              searching={search.isFetching || typing}
              failure={search.isError ? userMessage(search.error, RETURNS_TEXT.searchFailed) : null}
              onSelect={(found) => onSelect(found.id)}
            />
          ) : null}
        </>
      ) : sale !== undefined ? (
        <SaleReturnCard sale={sale} onChange={onChangeSale} />
      ) : saleError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{userMessage(saleError, RETURN_MSG.saleNotFound)}</Text>
            <Button size="xs" variant="default" onClick={onChangeSale}>
              {RETURNS_TEXT.changeSale}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Group justify="center" py="md" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Caricamento vendita...</Text>
        </Group>
      )}
      {errors.sale_id && !(sale !== undefined && errors.sale_id === RETURN_MSG.nothingReturnable) ? (
        <Alert color="red" variant="light" role="alert">
          {errors.sale_id}
        </Alert>
      ) : null}
      <ReturnInfoPanels storeId={storeId} />
    </Stack>
  );
}
