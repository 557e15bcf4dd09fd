import { Alert, Button, Group, List, Modal, Paper, Progress, Stack, Text, Title, type ModalProps } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck, IconClock, IconHistory, IconInfoCircle, IconPlayerSkipForward } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ErrorBanner } from '../Banners.tsx';
import { ConfirmModal } from '../ConfirmModal.tsx';
import { formatTime } from './wizard-time.ts';
import { focusFirstField, isAdvancingEnter, markFirstField, revealFirstError } from './wizard-focus.ts';
import { WizardStepIndicator } from './WizardStepIndicator.tsx';
import { WizardSuccess } from './WizardSuccess.tsx';
import { useBackButton } from './use-back-button.ts';
import { useReturnFocus } from './use-return-focus.ts';
import { estimatedTimeText, offersSkip } from './wizard-step-config.ts';
import type { FieldValues } from 'react-hook-form';
import type { Submission } from './submission.ts';
import type { WizardForm } from './use-wizard-form.ts';

export interface WizardShellProps<T extends FieldValues> {
  title: ReactNode;
  /** The line under the title (spec 2 §2.11): what the wizard does, or whom an edit is about. */
  subtitle: string;
  size?: ModalProps['size'];
  /** The form and its steps (useWizardForm: react-hook-form, the shared zod schema, the step configs). */
  form: WizardForm<T>;
  /** The current step's fields. */
  children: ReactNode;
  /** Avanti disabled (a wizard that only lets a complete step go on). */
  nextDisabled?: boolean;
  /**
   * Completa: called with the valid values and the submission (its `key(call)` is the Idempotency-Key
   * of each create it makes). A success calls `form.succeed(message)` (the success screen), a refusal
   * `form.showServerErrors` or `form.fail`.
   */
  onComplete(values: T, submission: Submission): Promise<void>;
  completeLabel: string;
  /** Completa disabled (an edit without changes). */
  completeDisabled?: boolean;
  /** Shown above the steps (a warning of unsaved changes). */
  notice?: ReactNode;
  /** Shown in the footer next to Annulla (the sales wizard's 'Step n di 4' and its hint, spec 2 §2.6). */
  footerNote?: ReactNode;
  /** Closes for good (after the discard question when there is typed data; at once after the success screen). */
  onClose(): void;
}

/**
 * The generic wizard shell (spec 2 §2.11): title, subtitle, indicator, progress with the step count and the draft's
 * saved-at time, the step (title, estimated time, description, help), the error list, the footer with
 * Annulla / Indietro / Salta questo step / Avanti / Completa, and the success screen after the save.
 * The focus goes back to what opened the wizard when it closes.
 */
export function WizardShell<T extends FieldValues>(props: WizardShellProps<T>) {
  const { title, size, form, children, completeLabel } = props;
  const { wizard, errorsShown, submitting, steps } = form;
  const current = steps[wizard.step];
  const onNext = () => void form.next();
  useReturnFocus();
  const onComplete = () => void form.submit(props.onComplete);
  const [confirming, setConfirming] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // stable, so it runs when the body mounts (before the focus trap looks for its target), not at each render
  const bodyRef = useCallback((node: HTMLDivElement | null) => {
    if (node !== null && body.current === null) markFirstField(node);
    body.current = node;
  }, []);

  const requestClose = () => {
    if (submitting) return;
    if (wizard.dirty && form.completed === null) setConfirming(true);
    else props.onClose();
  };
  const discard = () => {
    wizard.clear();
    setConfirming(false);
    props.onClose();
  };

  useBackButton(() => {
    if (form.completed !== null) props.onClose();
    else if (confirming) setConfirming(false);
    else if (wizard.step > 0) wizard.back();
    else requestClose();
  });

  // 'Ignora' and 'Riprendi bozza' go away with their notice: the focus moves to the step's first field
  const afterDraftChoice = (choose: () => void) => {
    flushSync(choose);
    focusFirstField(body.current);
  };

  // focus moves to the first field of a new step (on opening, markFirstField tells Mantine's focus trap)
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
      // Escape is handled here, in the bubbling phase, not by Mantine's window listener: that listener
      // runs while the key is still travelling, and the confirmation it opens registered its own
      // listener in time to take the same key and close again at once
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || confirming || event.nativeEvent.isComposing) return;
        // a key from the confirmation (portalled elsewhere, bubbling here through React's tree) is its own
        if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
        // a dropdown or a calendar open in the step takes its own Escape (Mantine marks its input)
        if (event.target instanceof HTMLElement && event.target.getAttribute('data-mantine-stop-propagation') === 'true') return;
        event.stopPropagation();
        requestClose();
      }}
     
      withCloseButton={form.completed === null}
      title={
        // spans: the title is an <h2>, which holds phrasing content only
        <>
          <Text span display="block" fw={700} size="lg">
            {title}
          </Text>
          <Text span display="block" size="sm" c="dimmed" data-testid="wizard-subtitle">
            {props.subtitle}
          </Text>
        </>
      }
    >
      {form.completed !== null ? (
        <WizardSuccess message={form.completed} onClose={props.onClose} />
      ) : (
        <Stack gap="lg" ref={content}>
          {wizard.offeredDraft ? (
            <Alert color="blue" variant="light" icon={<IconHistory size={18} aria-hidden />} title="Bozza trovata">
              <Group justify="space-between" gap="sm">
                <Text size="sm">Hai una bozza non completata salvata alle {formatTime(wizard.offeredDraft.savedAt)}. Vuoi riprenderla?</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => afterDraftChoice(wizard.dismissDraft)}>
                    Ignora
                  </Button>
                  <Button
                    size="xs"
                    onClick={() =>
                      afterDraftChoice(() => {
                        const data = wizard.takeDraft();
                        if (data !== null) form.restoreDraft(data);
                      })
                    }
                  >
                    Riprendi bozza
                  </Button>
                </Group>
              </Group>
            </Alert>
          ) : null}
          {props.notice}
          <WizardStepIndicator
            labels={steps.map((step) => step.title)}
            statuses={wizard.statuses}
            current={wizard.step}
            canOpen={wizard.canOpen}
            onSelect={wizard.goTo}
          />
          <Stack gap={4}>
            <Progress value={((wizard.step + 1) / steps.length) * 100} size="sm" aria-label={`Passo ${wizard.step + 1} di ${steps.length}`} />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                Passo {wizard.step + 1} di {steps.length}
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
            ref={bodyRef}
            tabIndex={-1}
            style={{ outline: 'none' }}
            onKeyDown={(event) => {
              if (!isAdvancingEnter(event)) return;
              event.preventDefault();
              if (!wizard.isLast && props.nextDisabled !== true) onNext();
            }}
          >
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap" mb={4}>
              <Title order={3} size="h4">
                {wizard.step + 1}. {current?.title}
              </Title>
              {current ? (
                <Group gap={4} wrap="nowrap" c="dimmed" data-testid="wizard-estimated-time" style={{ flexShrink: 0 }}>
                  <IconClock size={14} aria-hidden />
                  <Text size="xs">{estimatedTimeText(current.estimatedMinutes)}</Text>
                </Group>
              ) : null}
            </Group>
            {current?.description ? (
              <Text size="sm" c="dimmed">
                {current.description}
              </Text>
            ) : null}
            {current?.helpText ? (
              <Group gap={6} wrap="nowrap" align="flex-start" mt="xs" c="blue.8" data-testid="wizard-help">
                <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="xs">{current.helpText}</Text>
              </Group>
            ) : null}
            <Stack mt="md" gap={0}>
              {children}
            </Stack>
          </Paper>
          {form.otherErrors.length > 0 ? (
            <Alert color="red" variant="light" role="alert" title="Correggi gli errori seguenti:">
              <List size="sm">
                {form.otherErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <ErrorBanner message={form.failure} flush />
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
            <Group gap="sm">
              <Button variant="default" onClick={requestClose} disabled={submitting}>
                Annulla
              </Button>
              {props.footerNote}
            </Group>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={wizard.back}
                disabled={wizard.step === 0 || submitting}
              >
                Indietro
              </Button>
              {offersSkip(steps, wizard.step) ? (
                <Button variant="subtle" leftSection={<IconPlayerSkipForward size={16} aria-hidden />} onClick={form.skip} disabled={submitting}>
                  Salta questo step
                </Button>
              ) : null}
              {wizard.isLast ? (
                <Button key="complete" color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={onComplete} loading={submitting} disabled={props.completeDisabled === true}>
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
      )}
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
