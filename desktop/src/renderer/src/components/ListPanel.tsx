import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, type TablerIcon } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import type { Pagination } from '@banco/shared';
import { LoadError } from './Banners.tsx';
import { EmptyState } from './EmptyState.tsx';
import { footerContent, type SinglePageFooter } from './list-footer.ts';
import { Pager } from './Pager.tsx';

/** What the panel reads of the list's query (a TanStack Query result has it all). */
export interface ListQueryState {
  error: unknown;
  isPending: boolean;
  refetch(): Promise<unknown>;
}

/** The empty list: one title when a search or filter found nothing, another when there is nothing yet. */
export interface ListEmpty {
  icon: TablerIcon;
  /** A search or a filter is set: the list is empty because of it. */
  filtered: boolean;
  /** The filtered list's title and hint ('Nessun cliente trovato', 'Prova a cambiare la ricerca.'). */
  notFound: string;
  hint: string;
  /** The title of a list with nothing in it yet ('Nessun cliente presente'). */
  none: string;
  /** Under that title: where the rows will come from ('Le vendite completate al banco compaiono qui.'). */
  noneHint?: string;
  /** Under that title: the button that adds the first row, for who may create. */
  addFirst?: { label: string; onClick(): void } | null;
}

type PagerComponent = ComponentType<{ pagination: Pagination; onPage(page: number): void }>;

/** The line under the table: how many rows, and the pager. */
export interface ListPaging {
  pagination: Pagination | undefined;
  onPage(page: number): void;
  /** Left of the pager: how many there are ('42 prodotti') or which are shown. */
  summary(pagination: Pagination): string;
  summaryTestId?: string;
  /** Precedente / Pagina X di Y / Successiva unless another is given (the inventory numbers its pages). */
  pager?: PagerComponent;
  /** What shows while every row fits on one page ('count' unless given). */
  singlePage?: SinglePageFooter;
}

/** The load failure: its bold line (none: the message alone) and the detail read from the error. */
export interface ListFailure {
  title?: string;
  message(error: unknown): string | null;
}

interface ListPanelProps {
  query: ListQueryState;
  failure: ListFailure;
  /** Under the failure, above the rows: a word on what the list shows (the sales' limited search). */
  notice?: ReactNode;
  loadingText: string;
  /** The rows of this page: none shows the empty state instead of `children`. */
  rowCount: number;
  empty: ListEmpty;
  paging: ListPaging;
  /** The page's rows: a table, or the stores' cards. */
  children: ReactNode;
}

/**
 * The bordered panel of a list page, under its search: the load failure with Riprova, then the
 * loading line, the empty state or the table, then the count and the pager. A failed reload keeps
 * the rows it had under the failure; a first load that failed shows the failure alone.
 */
export function ListPanel({ query, failure, notice, loadingText, rowCount, empty, paging, children }: ListPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      {query.error ? <LoadError title={failure.title} message={failure.message(query.error)} onRetry={() => void query.refetch()} mb="md" /> : null}
      {notice}

      {query.isPending ? (
        <Group justify="center" py="xl" role="status">
          <Loader size="sm" />
          <Text c="dimmed">{loadingText}</Text>
        </Group>
      ) : rowCount > 0 ? (
        children
      ) : query.error ? null : (
        <ListEmptyState {...empty} />
      )}

      <ListFooter rowCount={rowCount} {...paging} />
    </Paper>
  );
}

function ListEmptyState({ icon, filtered, notFound, hint, none, noneHint, addFirst }: ListEmpty) {
  if (filtered) return <EmptyState icon={icon} title={notFound} hint={hint} />;
  return (
    <Stack align="center" gap={0}>
      <EmptyState icon={icon} title={none} hint={noneHint} />
      {addFirst ? (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={addFirst.onClick} mb="lg">
          {addFirst.label}
        </Button>
      ) : null}
    </Stack>
  );
}

function ListFooter({ pagination, rowCount, onPage, summary, summaryTestId, pager: PageControls = Pager, singlePage = 'count' }: ListPaging & { rowCount: number }) {
  if (!pagination) return null;
  const content = footerContent(pagination, rowCount, singlePage);
  if (content === 'none') return null;
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed" data-testid={summaryTestId}>
        {summary(pagination)}
      </Text>
      {content === 'count-and-pager' ? <PageControls pagination={pagination} onPage={onPage} /> : null}
    </Group>
  );
}
