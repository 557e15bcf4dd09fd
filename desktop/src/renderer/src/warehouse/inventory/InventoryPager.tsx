import { Button, Group } from '@mantine/core';
import type { Pagination } from '@banco/shared';
import { PageStepButton } from '../../components/Pager.tsx';
import { pageButtons } from './inventory-query.ts';

/** Spec 3 §2: Precedente, at most 5 page buttons, Successiva. */
export function InventoryPager({ pagination, onPage }: { pagination: Pagination; onPage(page: number): void }) {
  const { current_page: current, total_pages: total } = pagination;
  return (
    <Group gap={6} component="nav" aria-label="Paginazione">
      <PageStepButton label="Precedente" unavailable={current <= 1} onClick={() => onPage(Math.max(1, current - 1))} />
      {pageButtons(current, total).map((page) => (
        <Button
          key={page}
          size="xs"
          variant={page === current ? 'filled' : 'default'}
          aria-current={page === current ? 'page' : undefined}
          aria-label={`Pagina ${page}`}
          onClick={() => onPage(page)}
          miw={34}
          px={8}
        >
          {page}
        </Button>
      ))}
      <PageStepButton label="Successiva" unavailable={current >= total} onClick={() => onPage(Math.min(total, current + 1))} />
    </Group>
  );
}
