import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';

interface WizardStepsProps {
  labels: readonly string[];
  active: number;
  /** A step is completed when its required data is there (spec 1 §2: marked in green). */
  completed: readonly boolean[];
  canOpen(step: number): boolean;
  onSelect(step: number): void;
}

/** The wizard's step indicator: completed steps green with a tick, the current one outlined. */
export function WizardSteps({ labels, active, completed, canOpen, onSelect }: WizardStepsProps) {
  return (
    <Group gap={0} wrap="nowrap" align="flex-start" component="ol" aria-label="Passaggi" p={0} m={0} style={{ listStyle: 'none' }}>
      {labels.map((label, index) => {
        const done = completed[index] === true;
        const current = index === active;
        const color = done ? 'green' : current ? 'banco' : 'gray';
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
                  background: completed[index - 1] ? 'var(--mantine-color-green-5)' : 'var(--mantine-color-gray-3)',
                }}
              />
            ) : null}
            <li style={{ flex: '0 0 auto', width: 112 }}>
              <UnstyledButton
                onClick={() => onSelect(index)}
                disabled={!canOpen(index)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Passo ${index + 1}: ${label}${done ? ' (completato)' : ''}`}
                data-completed={done || undefined}
                w="100%"
              >
                <Stack gap={6} align="center">
                  <ThemeIcon
                    size={36}
                    radius="xl"
                    color={color}
                    variant={done ? 'filled' : current ? 'outline' : 'light'}
                    style={current && !done ? { borderWidth: 2 } : undefined}
                  >
                    {done ? <IconCheck size={18} aria-hidden /> : <Text fw={700} size="sm">{index + 1}</Text>}
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
