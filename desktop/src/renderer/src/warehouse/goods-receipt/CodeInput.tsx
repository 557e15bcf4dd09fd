import { ActionIcon, Loader, TextInput, Tooltip } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useRef } from 'react';
import type { CodeEntry } from './use-code-entry.ts';

interface CodeInputProps {
  entry: CodeEntry;
  label: string;
  placeholder: string;
  maxLength?: number;
  /** Focused when it appears (the second IMEI, asked for with its button). */
  autoFocus?: boolean;
}

/**
 * A code typed, or read by a keyboard-wedge scanner, then Enter. The scanner button puts the cursor
 * here, ready for the scan (the desktop's scanner events come later).
 */
export function CodeInput({ entry, label, placeholder, maxLength, autoFocus = false }: CodeInputProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <TextInput
      ref={input}
      label={label}
      placeholder={placeholder}
      value={entry.text}
      maxLength={maxLength}
      error={entry.error}
      inputMode={maxLength === undefined ? 'text' : 'numeric'}
      autoComplete="off"
      autoFocus={autoFocus}
      data-code-input
      onChange={(event) => entry.setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // Enter adds the code: it does not advance the wizard
        event.preventDefault();
        void entry.submit();
      }}
      rightSection={
        entry.checking ? (
          <Loader size="xs" aria-label="Verifica in corso" />
        ) : (
          <Tooltip label="Scansiona con il lettore" withinPortal>
            <ActionIcon variant="subtle" aria-label={`Scanner: ${label}`} onClick={() => input.current?.focus()}>
              <IconScan size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )
      }
    />
  );
}
