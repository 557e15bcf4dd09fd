import { Button, Group, Text } from '@mantine/core';
import type { Pagination } from '@banco/shared';
import { formatCount } from '../format/format.ts';

interface PagerProps {
  pagination: Pagination;
  onPage(page: number): void;
}

/** Precedente / 'Pagina X di Y' / Successiva of the paged lists (spec 1 §2). */
export function Pager({ pagination, onPage }: PagerProps) {
  const { current_page: current, total_pages: total } = pagination;
  return (
    <Group gap="sm" aria-label="Paginazione">
      <Button variant="default" size="xs" disabled={current <= 1} onClick={() => onPage(Math.max(1, current - 1))}>
        Precedente
      </Button>
      <Text size="sm" c="dimmed">
        Pagina {formatCount(current)} di {formatCount(total)}
      </Text>
      <Button variant="default" size="xs" disabled={current >= total} onClick={() => onPage(Math.min(total, current + 1))}>
        Successiva
      </Button>
    </Group>
  );
}
