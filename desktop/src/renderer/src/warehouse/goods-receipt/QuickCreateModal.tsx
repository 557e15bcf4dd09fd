import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorBanner } from '../../components/Banners.tsx';

interface QuickCreateModalProps {
  title: string;
  size?: string;
  submitLabel: string;
  failure: string | null;
  submitting: boolean;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/**
 * A create dialog opened from a wizard step ('Nuovo fornitore', 'Nuovo prodotto'): its fields, the
 * failure, Annulla and the create button. The dialog sits in the wizard's React tree, so its Enter and
 * its submit stop here: they do not advance the wizard. Only Enter: the other keys go on to the document,
 * where Mantine's focus trap keeps Tab inside this dialog (a Tab past 'Crea' went to the page behind).
 */
export function QuickCreateModal({ title, size, submitLabel, failure, submitting, onClose, onSubmit, children }: QuickCreateModalProps) {
  return (
    <Modal opened onClose={onClose} title={title} centered size={size} zIndex={400}>
      <form
        noValidate
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.stopPropagation();
        }}
        onSubmit={(event) => {
          event.stopPropagation();
          onSubmit(event);
        }}
      >
        <Stack gap="sm">
          {children}
          <ErrorBanner message={failure} flush />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Annulla
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
