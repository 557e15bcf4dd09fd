import { Alert, Button, Group, Modal, Paper, Progress, Stack, Text, Title, type ModalProps } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconHistory } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmModal } from '../ConfirmModal.tsx';
import { formatTime } from './wizard-time.ts';
import { focusFirstField, isAdvancingEnter, revealFirstError } from './wizard-focus.ts';
import { WizardStepIndicator } from './WizardStepIndicator.tsx';
import { useBackButton } from './use-back-button.ts';
import type { WizardController } from './use-wizard.ts';

export interface WizardShellProps<T> {
  title: ReactNode;
  size?: ModalProps['size'];
  labels: readonly string[];
  wizard: WizardController<T>;
  /** The title above the current step's fields. */
  stepTitle: ReactNode;
  children: ReactNode;
  /** Avanti: the caller validates the step (showing its errors) and moves on with wizard.next(). */
  onNext(): void;
  /** Avanti disabled (a wizard that only lets a complete step go on). */
  nextDisabled?: boolean;
  onComplete(): void;
  completeLabel: string;
  submitting: boolean;
  /** Changes after every refused save: the view then scrolls to the first error. */
  errorsShown: number;
  /** Shown above the footer (a save failure). */
  banner?: ReactNode;
  /** The offered draft's data goes back into the form. */
  onRestoreDraft(data: T): void;
  /** Closes for good (after the discard question when there is typed data). */
  onClose(): void;
}

/** The generic wizard shell (spec 2 §2.11): indicator, step, footer with Annulla / Indietro / Avanti / Completa. */
export function WizardShell<T>(props: WizardShellProps<T>) {
  const { title, size, labels, wizard, stepTitle, children, onNext, onComplete, completeLabel, submitting, errorsShown, banner } = props;
  const [confirming, setConfirming] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  const requestClose = () => {
    if (submitting) return;
    if (wizard.dirty) setConfirming(true);
    else props.onClose();
  };
  const discard = () => {
    wizard.clear();
    setConfirming(false);
    props.onClose();
  };

  useBackButton(() => {
    if (confirming) setConfirming(false);
    else if (wizard.step > 0) wizard.back();
    else requestClose();
  });

  // focus moves to the first field of a new step (not on opening: Mantine focuses the dialog then)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusFirstField(body.current);
  }, [wizard.step]);

  // after a refused save, the first error comes into view (once the step holding it is rendered)
  useEffect(() => {
    if (errorsShown > 0) revealFirstError(content.current);
  }, [errorsShown, wizard.step]);

  return (
    <Modal
      opened
      onClose={requestClose}
      size={size ?? 1000}
      centered
      closeOnClickOutside={false}
      closeOnEscape={!confirming}
      title={<Text fw={700} size="lg">{title}</Text>}
    >
      <Stack gap="lg" ref={content}>
        {wizard.offeredDraft ? (
          <Alert color="blue" variant="light" icon={<IconHistory size={18} aria-hidden />} title="Bozza trovata">
            <Group justify="space-between" gap="sm">
              <Text size="sm">Hai una bozza non completata salvata alle {formatTime(wizard.offeredDraft.savedAt)}. Vuoi riprenderla?</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={wizard.dismissDraft}>
                  Ignora
                </Button>
                <Button
                  size="xs"
                  onClick={() => {
                    const data = wizard.takeDraft();
                    if (data !== null) props.onRestoreDraft(data);
                  }}
                >
                  Riprendi bozza
                </Button>
              </Group>
            </Group>
          </Alert>
        ) : null}
        <WizardStepIndicator labels={labels} statuses={wizard.statuses} canOpen={wizard.canOpen} onSelect={wizard.goTo} />
        <Stack gap={4}>
          <Progress value={((wizard.step + 1) / labels.length) * 100} size="sm" aria-hidden />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Passo {wizard.step + 1} di {labels.length}
            </Text>
            {wizard.savedAt ? (
              <Text size="xs" c="dimmed">
                Bozza salvata alle {formatTime(wizard.savedAt)}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Paper
          withBorder
          radius="md"
          p="lg"
          ref={body}
          onKeyDown={(event) => {
            if (!isAdvancingEnter(event)) return;
            event.preventDefault();
            if (!wizard.isLast) onNext();
          }}
        >
          <Title order={3} size="h4" mb="md">
            {stepTitle}
          </Title>
          {children}
        </Paper>
        {banner}
        <Group
          justify="space-between"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 3,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <Button variant="default" onClick={requestClose} disabled={submitting}>
            Annulla
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={wizard.back}
              disabled={wizard.step === 0 || submitting}
            >
              Indietro
            </Button>
            {wizard.isLast ? (
              <Button key="complete" color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={onComplete} loading={submitting}>
                {completeLabel}
              </Button>
            ) : (
              <Button key="next" rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onNext} disabled={props.nextDisabled === true}>
                Avanti
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Chiudere senza salvare?"
        message="I dati inseriti non sono stati salvati e andranno persi."
        confirmLabel="Chiudi senza salvare"
        onCancel={() => setConfirming(false)}
        onConfirm={() => Promise.resolve(discard())}
        errorText={() => ''}
      />
    </Modal>
  );
}
