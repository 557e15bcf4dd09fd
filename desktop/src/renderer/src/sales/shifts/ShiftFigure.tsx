import { Paper, Text, type MantineColor } from '@mantine/core';

interface ShiftFigureProps {
  label: string;
  value: string;
  /** A figure that matters most (the expected cash, the difference). */
  color?: MantineColor;
  testId?: string;
}

/** One figure of a shift (fondo cassa, contante atteso, differenza) as a small card. */
export function ShiftFigure({ label, value, color, testId }: ShiftFigureProps) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value}
      </Text>
    </Paper>
  );
}
