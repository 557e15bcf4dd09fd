import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a block of the sale detail. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={3} size="h5" mb={6}>
      {children}
    </Title>
  );
}
