import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export const ERROR_SCREEN_TITLE = 'Oops! Qualcosa è andato storto';

/** The general error screen (spec 1 §2). */
export function ErrorScreen() {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={460} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h2">
            {ERROR_SCREEN_TITLE}
          </Title>
          <Text c="dimmed">
            Si è verificato un errore imprevisto. Ricarica la pagina per riprendere il lavoro; se il problema
            persiste contatta il supporto.
          </Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            Ricarica la pagina
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
