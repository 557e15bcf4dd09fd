import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { swapFieldKeepingFocus } from '../components/field-swap.ts';

interface LockedFieldProps {
  label: string;
  /** The value as shown (a date as DD/MM/YYYY). */
  value: string;
  /** Where it came from, under the field. */
  description: string;
  /** The unlock button's name: 'Sblocca data di nascita'. */
  unlockLabel: string;
  onUnlock(): void;
}

/**
 * A value filled from the codice fiscale (spec 2 §4): read-only and green, with a button for manual entry.
 * Unlocking puts the focus in the field that takes its place, ready for typing.
 */
export function LockedField({ label, value, description, unlockLabel, onUnlock }: LockedFieldProps) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      description={description}
      data-locked
      styles={{
        input: { borderColor: 'var(--mantine-color-green-6)', backgroundColor: 'var(--mantine-color-green-0)', color: 'var(--mantine-color-green-9)' },
        description: { color: 'var(--mantine-color-green-8)' },
      }}
      rightSection={
        <Tooltip label="Inserimento manuale">
          <ActionIcon variant="subtle" color="green" aria-label={unlockLabel} onClick={(event) => swapFieldKeepingFocus(event.currentTarget, onUnlock)}>
            <IconLockOpen size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
