import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Under a list that holds only the newest of its rows: how many of how many (nothing when it holds
 * them all), then `children` (where the rest can be found).
 */
export function ShownOf({ shown, total, text, testId, children }: { shown: number; total: number; text: (shown: number, total: number) => string; testId: string; children?: ReactNode }) {
  if (total <= shown) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid={testId}>
      {text(shown, total)}
      {children ? <> {children}</> : null}
    </Text>
  );
}
