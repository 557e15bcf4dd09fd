import { Button, Group, Text } from '@mantine/core';
import type { Pagination } from '@banco/shared';
import { formatCount } from '../format/format.ts';

interface PageStepButtonProps {
  label: 'Precedente' | 'Successiva';
  /** At the first page (Precedente) or the last (Successiva). */
  unavailable: boolean;
  onClick(): void;
}

/**
 * Precedente or Successiva. At the first or last page it looks and reads as disabled (aria-disabled)
 * but keeps the focus: a disabled button drops it, and a keyboard user who paged to the last page was
 * sent back to the top of the page.
 */
export function PageStepButton({ label, unavailable, onClick }: PageStepButtonProps) {
  return (
    <Button
      variant="default"
      size="xs"
      data-disabled={unavailable || undefined}
      aria-disabled={unavailable}
      onClick={() => {
        if (!unavailable) onClick();
      }}
    >
      {label}
    </Button>
  );
}

interface PagerProps {
  pagination: Pagination;
  onPage(page: number): void;
}

/** Precedente / 'Pagina X di Y' / Successiva of the paged lists (spec 1 §2). */
export function Pager({ pagination, onPage }: PagerProps) {
  const { current_page: current, total_pages: total } = pagination;
  return (
    <Group gap="sm" aria-label="Paginazione">
      <PageStepButton label="Precedente" unavailable={current <= 1} onClick={() => onPage(Math.max(1, current - 1))} />
      <Text size="sm" c="dimmed">
        Pagina {formatCount(current)} di {formatCount(total)}
      </Text>
      <PageStepButton label="Successiva" unavailable={current >= total} onClick={() => onPage(Math.min(total, current + 1))} />
    </Group>
  );
}
