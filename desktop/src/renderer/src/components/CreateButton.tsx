import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';

interface CreateButtonProps {
  label: string;
  /** Why it cannot be used now (e.g. the plan is full): the button is disabled and the reason shown under it. */
  blockedReason: string | null;
  onClick(): void;
}

/** 'Nuovo …' of a list: checked before the work, so a full plan never lets a wizard start. */
export function CreateButton({ label, blockedReason, onClick }: CreateButtonProps) {
  const reasonId = useId();
  if (blockedReason === null) {
    return (
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <Stack gap={4} align="flex-end" maw={360}>
      <Button leftSection={<IconPlus size={18} aria-hidden />} disabled aria-describedby={reasonId}>
        {label}
      </Button>
      <Text id={reasonId} size="xs" c="orange.8" ta="right" data-testid="create-blocked-reason">
        {blockedReason}
      </Text>
    </Stack>
  );
}
