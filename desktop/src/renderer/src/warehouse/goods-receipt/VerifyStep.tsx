import { Alert, Checkbox, Group, List, Paper, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { centsToMoney, isMoney, locationLabel } from '@banco/shared';
import { formatCount, formatDay, formatMoney } from '../../format/format.ts';
import { lineProgress, purchaseValueCents } from './goods-receipt-form.ts';
import type { ReceiptStepProps } from './receipt-step-props.ts';
import { useStorageLocations } from './use-goods-receipt.ts';
import { TONE_COLOR, varianceText, verifyReceipt } from './receipt-verification.ts';
import { ReceiptFigure } from './ReceiptFigure.tsx';

/**
 * Step 4, Verifica (spec 3 §2, §5, §9): the DDT, declared against loaded, statistics, the products,
 * the issues, the discrepancy notes and the banner. Issues do not stop the load.
 */
export function VerifyStep({ values, errors, set }: ReceiptStepProps) {
  const check = verifyReceipt(values);
  const color = TONE_COLOR[check.variance.tone];
  const needsAuthorisation = check.existingImeis > 0;
  const locationNames = new Map(useStorageLocations(values.store_id).map((location) => [location.code, location.name]));
  return (
    <Stack gap="md">
      {check.issues.length === 0 ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Tutto pronto" data-testid="verify-banner">
          I dati sono completi e corrispondono al DDT: puoi completare il carico.
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title="Procedi con cautela" data-testid="verify-banner">
          Controlla i punti segnalati qui sotto prima di completare il carico.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb={6}>
            Documento di Trasporto
          </Text>
          <Info label="Fornitore" value={values.supplier_name || '—'} />
          <Info label="Numero DDT" value={values.ddt_number} />
          <Info label="Data DDT" value={formatDay(values.ddt_date)} />
          <Info label="Colli" value={values.packages_count === null ? 'N/A' : String(values.packages_count)} />
          <Info label="Negozio" value={values.store_name || '—'} />
        </Paper>
        <Paper withBorder radius="md" p="sm" data-testid="declared-vs-loaded">
          <Text fw={600} size="sm" mb={6}>
            Dichiarato e caricato
          </Text>
          <Group grow>
            <ReceiptFigure label="Dichiarati" value={String(check.declared)} />
            <ReceiptFigure label="Caricati" value={String(check.loaded)} color={color} />
          </Group>
          <Text size="sm" c={color === 'green' ? 'green.8' : color === 'yellow' ? 'yellow.9' : 'red.8'} mt={6} fw={500}>
            {varianceText(check.variance)}
          </Text>
        </Paper>
      </SimpleGrid>
      <SimpleGrid cols={4} spacing="xs">
        <ReceiptFigure label="Prodotti" value={String(values.lines.length)} boxed />
        <ReceiptFigure label="Pezzi" value={String(check.loaded)} boxed />
        <ReceiptFigure label="Codici inseriti" value={`${check.codes.entered}/${check.codes.required}`} boxed />
        <ReceiptFigure label="Valore di acquisto" value={formatMoney(centsToMoney(purchaseValueCents(values.lines)))} boxed />
      </SimpleGrid>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder fz="sm" aria-label="Prodotti del carico">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Prodotto</Table.Th>
              <Table.Th ta="right">Quantità</Table.Th>
              <Table.Th>Codici</Table.Th>
              <Table.Th ta="right">Prezzo</Table.Th>
              <Table.Th>Ubicazione</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.lines.map((line) => {
              const progress = lineProgress(line);
              return (
                <Table.Tr key={line.product_id}>
                  <Table.Td>{line.product_name}</Table.Td>
                  <Table.Td ta="right">{formatCount(line.quantity)}</Table.Td>
                  <Table.Td>{progress.required === 0 ? 'A quantità' : `${formatCount(progress.entered)}/${formatCount(progress.required)}`}</Table.Td>
                  <Table.Td ta="right">{isMoney(line.purchase_price) ? formatMoney(line.purchase_price) : '—'}</Table.Td>
                  <Table.Td>{locationLabel(line.location, locationNames)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {check.issues.length > 0 ? (
        <Paper withBorder radius="md" p="sm">
          <Text fw={600} size="sm" mb={4}>
            Punti da controllare
          </Text>
          <List size="sm" aria-label="Punti da controllare">
            {check.issues.map((issue) => (
              <List.Item key={issue}>{issue}</List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {needsAuthorisation ? (
        <Checkbox
          label={`Autorizzo come manager il carico ${check.existingImeis === 1 ? "dell'IMEI già presente" : `dei ${check.existingImeis} IMEI già presenti`} nel sistema`}
          checked={values.authorize_duplicate_imei}
          onChange={(event) => set('authorize_duplicate_imei', event.currentTarget.checked)}
        />
      ) : null}
      <Textarea
        label="Note sulla discrepanza"
        description="Differenze tra DDT e merce arrivata, colli danneggiati, pezzi mancanti"
        autosize
        minRows={2}
        maxRows={6}
        value={values.discrepancy_notes}
        error={errors.discrepancy_notes}
        onChange={(event) => set('discrepancy_notes', event.currentTarget.value)}
      />
    </Stack>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}
