import { Alert, Group, Loader, Text } from '@mantine/core';

/** 'Apertura Turno in Corso...' / 'Chiusura Turno in Corso...' while the wizard saves (spec 2 §2.8, §2.9). */
export function SavingStatus({ text }: { text: string }) {
  return (
    <Alert color="blue" variant="light" role="status" aria-live="polite" data-testid="shift-saving">
      <Group gap="sm" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm" fw={600}>
          {text}
        </Text>
      </Group>
    </Alert>
  );
}
