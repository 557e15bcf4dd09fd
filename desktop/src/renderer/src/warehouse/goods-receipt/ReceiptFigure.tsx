import { Paper, Stack, Text } from '@mantine/core';

/** A figure of the goods receipt's summaries: the value over its label; `boxed` in its own card, `color` for a tone. */
export function ReceiptFigure({ label, value, color, boxed = false }: { label: string; value: string; color?: string; boxed?: boolean }) {
  const body = (
    <Stack gap={0} align="center">
      <Text fw={700} size="lg" c={color === undefined ? undefined : color === 'yellow' ? 'yellow.8' : `${color}.8`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
  return boxed ? (
    <Paper withBorder radius="md" p="xs">
      {body}
    </Paper>
  ) : (
    body
  );
}
