import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReceiptLineValues, ReceiptPieceValues } from './goods-receipt-form.ts';
import { CodeInput } from './CodeInput.tsx';
import { useCodeEntry } from './use-code-entry.ts';

interface PieceRowProps {
  position: number;
  piece: ReceiptPieceValues;
  /** The piece has an IMEI: a second one (dual SIM) may be added. */
  dualSim: boolean;
  storeId: number | null;
  lines(): readonly ReceiptLineValues[];
  onChange(piece: ReceiptPieceValues): void;
  onRemove(): void;
  /** The second IMEI's field went away with the code taken: the focus moves on from it. */
  onSecondDone(): void;
}

/** One entered piece: its code, 'già presente' when the manager must authorise it, the optional second IMEI, remove. */
export function PieceRow({ position, piece, dualSim, storeId, lines, onChange, onRemove, onSecondDone }: PieceRowProps) {
  const code = piece.imei !== '' ? piece.imei : piece.serial_number;
  const [addingSecond, setAddingSecond] = useState(false);
  const second = useCodeEntry({
    kind: 'imei',
    storeId,
    lines,
    onAccept: (imei2, existing) => {
      flushSync(() => {
        onChange({ ...piece, imei2, existing: piece.existing || existing });
        setAddingSecond(false);
      });
      onSecondDone();
    },
  });
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" py={4} role="listitem" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Text size="xs" c="dimmed" w={56} pt={6}>
        Pezzo {position}
      </Text>
      <Group gap={6} style={{ flex: 1, minWidth: 0 }} wrap="wrap">
        <Text size="sm" ff="monospace" pt={4}>
          {code}
        </Text>
        {piece.imei2 !== '' ? (
          <Text size="sm" ff="monospace" c="dimmed" pt={4}>
            · IMEI 2 {piece.imei2}
          </Text>
        ) : null}
        {piece.existing ? (
          <Badge color="yellow" variant="light" mt={4}>
            Già presente: serve l'autorizzazione
          </Badge>
        ) : null}
        {dualSim && piece.imei2 === '' && !addingSecond ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={12} aria-hidden />}
            // one name per piece: each row has its own 'IMEI 2'
            aria-label={`Aggiungi IMEI 2 al pezzo ${position}`}
            onClick={() => setAddingSecond(true)}
            mt={2}
          >
            IMEI 2
          </Button>
        ) : null}
        {addingSecond ? (
          <div style={{ flexBasis: '100%' }}>
            <CodeInput entry={second} label={`Secondo IMEI pezzo ${position} (dual SIM)`} placeholder="15 cifre, poi Invio" maxLength={20} autoFocus />
          </div>
        ) : null}
      </Group>
      <ActionIcon variant="subtle" color="red" aria-label={`Rimuovi ${code}`} onClick={onRemove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
