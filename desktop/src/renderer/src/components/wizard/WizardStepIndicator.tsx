import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconExclamationMark } from '@tabler/icons-react';
import { Fragment } from 'react';
import type { StepStatus } from './wizard-steps.ts';

interface WizardStepIndicatorProps {
  labels: readonly string[];
  statuses: readonly StepStatus[];
  /** The index of the step on screen (aria-current, bold label), whatever its status. */
  current: number;
  canOpen(step: number): boolean;
  onSelect(step: number): void;
}

const COLOR: Record<StepStatus, string> = { done: 'green', current: 'banco', error: 'red', todo: 'gray' };

/** The step indicator: a green tick only on a visited valid step, red on a visited invalid one, the current one outlined. */
export function WizardStepIndicator({ labels, statuses, current: currentStep, canOpen, onSelect }: WizardStepIndicatorProps) {
  return (
    // pt: room for a step's focus ring, which the dialog's sticky header would otherwise cut at the top
    <Group gap={0} wrap="nowrap" align="flex-start" component="ol" aria-label="Passaggi" p={0} pt={6} m={0} style={{ listStyle: 'none' }}>
      {labels.map((label, index) => {
        const status = statuses[index] ?? 'todo';
        const done = status === 'done';
        const current = index === currentStep;
        return (
          <Fragment key={label}>
            {index > 0 ? (
              <div
                aria-hidden
                style={{
                  flex: 1,
                  height: 2,
                  marginTop: 17,
                  minWidth: 12,
                  background: statuses[index - 1] === 'done' ? 'var(--mantine-color-green-5)' : 'var(--mantine-color-gray-3)',
                }}
              />
            ) : null}
            <li style={{ flex: '0 0 auto', width: 112 }}>
              <UnstyledButton
                type="button"
                onClick={() => onSelect(index)}
                disabled={!canOpen(index)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Passo ${index + 1}: ${label}${done ? ' (completato)' : status === 'error' ? ' (da correggere)' : ''}`}
                data-completed={done || undefined}
                data-status={status}
                w="100%"
              >
                <Stack gap={6} align="center">
                  <ThemeIcon
                    size={36}
                    radius="xl"
                    color={COLOR[status]}
                    variant={done || status === 'error' ? 'filled' : status === 'current' ? 'outline' : 'light'}
                    style={status === 'current' ? { borderWidth: 2 } : undefined}
                  >
                    {done ? (
                      <IconCheck size={18} aria-hidden />
                    ) : status === 'error' ? (
                      <IconExclamationMark size={18} aria-hidden />
                    ) : (
                      <Text fw={700} size="sm">
                        {index + 1}
                      </Text>
                    )}
                  </ThemeIcon>
                  <Text size="xs" ta="center" fw={current ? 700 : 500} c={current ? undefined : 'dimmed'} lh={1.25}>
                    {label}
                  </Text>
                </Stack>
              </UnstyledButton>
            </li>
          </Fragment>
        );
      })}
    </Group>
  );
}
