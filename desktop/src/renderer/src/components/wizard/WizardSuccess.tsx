import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * The wizard's success screen (spec 2 §2.11): shown once the save went through, with what was done
 * ('Negozio creato con successo'); Chiudi, Escape or Back close the wizard. The data is saved and
 * the draft gone, so closing asks nothing.
 */
export function WizardSuccess({ message, onClose }: { message: string; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  // the form that had the focus is gone: the keyboard starts on Chiudi
  useEffect(() => close.current?.focus(), []);
  return (
    <Stack align="center" gap="md" py="xl" role="status" data-testid="wizard-success">
      <ThemeIcon size={64} radius="xl" color="green" variant="light">
        <IconCheck size={36} aria-hidden />
      </ThemeIcon>
      <Title order={3} size="h3" ta="center">
        Operazione completata con successo!
      </Title>
      <Text c="dimmed" ta="center">
        {message}
      </Text>
      <Button ref={close} onClick={onClose} mt="sm">
        Chiudi
      </Button>
    </Stack>
  );
}
