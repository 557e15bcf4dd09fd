import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a completed operation's screen (a goods receipt, a closed shift, a sale): the green
 * tick, the title and a line under it. It takes the focus, so a screen reader and the keyboard start there.
 */
export function ResultHeading({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={44} radius="xl" color="green" variant="light">
        <IconCircleCheck size={28} aria-hidden />
      </ThemeIcon>
      <Stack gap={0}>
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {children}
        </Text>
      </Stack>
    </Group>
  );
}
