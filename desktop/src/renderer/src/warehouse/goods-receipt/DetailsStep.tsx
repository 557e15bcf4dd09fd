import { Accordion, Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { countOf, formatCount, formatPercent } from '../../format/format.ts';
import { codesProgress, lineProgress, type GoodsReceiptFormValues, type ReceiptLineValues } from './goods-receipt-form.ts';
import { LineDetails } from './LineDetails.tsx';
import type { ReceiptStepProps } from './receipt-step-props.ts';
import { useStorageLocations } from './use-goods-receipt.ts';

/**
 * Step 3, Dettagli e IMEI (spec 3 §2, §5): the overall progress, one card per product with its codes,
 * price and location; a success box at 100%.
 */
export function DetailsStep({ values, errors, set, current }: ReceiptStepProps & { current(): GoodsReceiptFormValues }) {
  const locations = useStorageLocations(values.store_id);
  const progress = codesProgress(values.lines);
  // the first product still missing codes opens; the others open on a click
  const [opened, setOpened] = useState<string[]>(() => {
    const first = values.lines.find((line) => {
      const line_ = lineProgress(line);
      return line_.entered < line_.required;
    });
    return [String((first ?? values.lines[0])?.product_id ?? '')];
  });
  const lines = () => current().lines;
  const changeLine = (next: ReceiptLineValues) =>
    set(
      'lines',
      current().lines.map((line) => (line.product_id === next.product_id ? next : line)),
      ['details'],
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            Codici inseriti
          </Text>
          <Text size="sm" c="dimmed" data-testid="codes-progress">
            {formatCount(progress.entered)} di {formatCount(progress.required)} ({formatPercent(progress.percent)})
          </Text>
        </Group>
        <Progress value={progress.percent} color={progress.percent === 100 ? 'green' : 'blue'} aria-label="Avanzamento codici" />
      </Stack>
      <Accordion multiple variant="separated" value={opened} onChange={setOpened}>
        {values.lines.map((line, index) => {
          const own = lineProgress(line);
          const complete = own.entered === own.required;
          return (
            <Accordion.Item key={line.product_id} value={String(line.product_id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text size="sm" fw={600} truncate>
                    {line.product_name}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {countOf(line.quantity, 'pezzo', 'pezzi')}
                    </Text>
                    {own.required > 0 ? (
                      <Badge color={complete ? 'green' : errors[`details.${index}.codes`] ? 'red' : 'gray'} variant="light">
                        {own.entered}/{own.required} {line.requires_imei ? 'IMEI' : 'seriali'}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        A quantità
                      </Badge>
                    )}
                  </Group>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <LineDetails
                  line={line}
                  errors={{ codes: errors[`details.${index}.codes`], purchase_price: errors[`details.${index}.purchase_price`] }}
                  storeId={values.store_id}
                  locations={locations}
                  lines={lines}
                  onChange={changeLine}
                />
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {progress.percent === 100 ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Dettagli completi">
          Tutti i codici richiesti sono stati inseriti: puoi passare alla verifica.
        </Alert>
      ) : null}
    </Stack>
  );
}
