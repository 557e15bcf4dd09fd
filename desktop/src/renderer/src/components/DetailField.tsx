import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailFieldProps {
  label: string;
  children: ReactNode;
  /** The label's font weight. */
  labelWeight?: 500 | 600;
  /** Whether the label is upper-cased. */
  uppercase?: boolean;
  /** Whether an empty value (null, undefined, '') shows a dash. */
  dashWhenEmpty?: boolean;
}

/** A label over its value, in the detail modals and recaps. */
export function DetailField({ label, children, labelWeight = 600, uppercase = true, dashWhenEmpty = false }: DetailFieldProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={labelWeight} tt={uppercase ? 'uppercase' : undefined}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {dashWhenEmpty && empty ? '—' : children}
      </Text>
    </Stack>
  );
}
