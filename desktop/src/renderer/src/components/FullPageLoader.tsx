import { Center, Loader, Stack, Text } from '@mantine/core';

/** While the session is being checked (spec 1 §2). */
export function FullPageLoader({ label = 'Caricamento in corso...' }: { label?: string }) {
  return (
    <Center h="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
