import { Anchor, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import type { StorageLocation } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { pieceWith, specificationSearchUrl, type ReceiptLineValues } from './goods-receipt-form.ts';
import { CodeInput } from './CodeInput.tsx';
import { PieceRow } from './PieceRow.tsx';
import { useCodeEntry } from './use-code-entry.ts';

interface LineDetailsProps {
  line: ReceiptLineValues;
  errors: { codes?: string | undefined; purchase_price?: string | undefined };
  storeId: number | null;
  locations: readonly StorageLocation[];
  lines(): readonly ReceiptLineValues[];
  onChange(line: ReceiptLineValues): void;
}

/** One product of step 3: a code per piece (Enter adds it), purchase price, initial location, product info. */
export function LineDetails({ line, errors, storeId, locations, lines, onChange }: LineDetailsProps) {
  const kind = line.requires_imei ? 'imei' : 'serial_number';
  const serialized = line.requires_imei || line.requires_serial;
  const root = useRef<HTMLDivElement>(null);
  // after a code the focus stays in the code field; when what had it goes (the field after the last code
  // or a second IMEI, a removed piece's button) it moves on: to the code field, else to the purchase price
  const focusAfterCode = () => {
    if (root.current?.contains(document.activeElement) === true) return;
    root.current?.querySelector<HTMLElement>('input[data-code-input], input[data-purchase-price]')?.focus();
  };
  const entry = useCodeEntry({
    kind,
    storeId,
    lines,
    onAccept: (code, existing) => {
      // the line as it is now: the check may have taken a moment
      const current = lines().find((row) => row.product_id === line.product_id) ?? line;
      if (current.pieces.length < current.quantity) {
        flushSync(() => onChange({ ...current, pieces: [...current.pieces, pieceWith(kind, code, existing)] }));
        focusAfterCode();
      }
    },
  });
  const codeName = line.requires_imei ? 'IMEI' : 'Seriale';
  const locationOptions = locations.some((location) => location.code === line.location)
    ? locations
    : [...locations, { code: line.location, name: line.location, is_default: false }];

  return (
    <Stack gap="md" ref={root}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap="xs" style={{ gridColumn: 'span 2' }}>
          {serialized ? (
            <>
              <Stack gap={0} role="list" aria-label={`Codici ${line.product_name}`}>
                {line.pieces.map((piece, index) => (
                  <PieceRow
                    key={`${piece.imei}${piece.serial_number}`}
                    position={index + 1}
                    piece={piece}
                    dualSim={line.requires_imei}
                    storeId={storeId}
                    lines={lines}
                    onChange={(next) => onChange({ ...line, pieces: line.pieces.map((old, at) => (at === index ? next : old)) })}
                    onRemove={() => {
                      flushSync(() => onChange({ ...line, pieces: line.pieces.filter((_, at) => at !== index) }));
                      focusAfterCode();
                    }}
                    onSecondDone={focusAfterCode}
                  />
                ))}
              </Stack>
              {line.pieces.length < line.quantity ? (
                <CodeInput
                  entry={entry}
                  label={`${codeName} pezzo ${line.pieces.length + 1} di ${line.quantity}`}
                  placeholder={line.requires_imei ? '15 cifre, poi Invio' : 'Numero di serie, poi Invio'}
                  maxLength={line.requires_imei ? 20 : 60}
                />
              ) : (
                <Text size="sm" c="green.8">
                  Tutti i {line.quantity} codici {codeName} inseriti
                </Text>
              )}
              {errors.codes ? (
                <Text size="sm" c="red" role="alert">
                  {errors.codes}
                </Text>
              ) : null}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Prodotto gestito a quantità: nessun IMEI o seriale da inserire ({countOf(line.quantity, 'pezzo', 'pezzi')}).
            </Text>
          )}
        </Stack>
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Group gap={6} mb={4}>
            <IconInfoCircle size={16} aria-hidden />
            <Text size="sm" fw={600}>
              Informazioni prodotto
            </Text>
          </Group>
          <Text size="xs">Marca: {line.brand}</Text>
          {line.model ? <Text size="xs">Modello: {line.model}</Text> : null}
          <Text size="xs">Categoria: {line.category}</Text>
          <Text size="xs">Codici: {line.requires_imei ? 'IMEI' : line.requires_serial ? 'numero di serie' : 'nessuno (a quantità)'}</Text>
          {line.category === 'Smartphone' || line.category === 'Tablet' ? (
            <Anchor href={specificationSearchUrl(line)} target="_blank" rel="noopener noreferrer" size="xs" mt={6} display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
              Cerca le specifiche <IconExternalLink size={12} aria-hidden />
            </Anchor>
          ) : null}
        </Paper>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          data-purchase-price
          label="Prezzo di acquisto (facoltativo)"
          leftSection="€"
          min={0}
          value={line.purchase_price}
          error={errors.purchase_price}
          onChange={(value) => onChange({ ...line, purchase_price: value })}
        />
        <NativeSelect
          label="Ubicazione iniziale"
          data={locationOptions.map((location) => ({ value: location.code, label: location.name }))}
          value={line.location}
          onChange={(event) => onChange({ ...line, location: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
