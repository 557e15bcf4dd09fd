import { Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileDownload, IconListDetails, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DDT_MSG, type DdtDetail } from '@banco/shared';
import { ErrorBanner } from '../../components/Banners.tsx';
import { ResultHeading } from '../../components/ResultHeading.tsx';
import { CodeList } from '../../components/CodeList.tsx';
import { DetailField } from '../../components/DetailField.tsx';
import { useFileDownload } from '../../components/use-file-download.ts';
import { countOf, formatCount, formatDateTime, formatDay, formatMoney, formatPercent } from '../../format/format.ts';
import { goodsReceiptApi } from './goods-receipt-api.ts';
import { byCategory, byLocation, lineCodes, lineValue, type Share } from './receipt-result.ts';

interface ReceiptResultProps {
  detail: DdtDetail;
  onNew(): void;
}

/**
 * The completed load (spec 3 §2 step 5) from the server's answer: cards, distribution by category and
 * location, the loaded products, the load's data, and what to do next (labels, report, inventory, a new DDT).
 */
export function ReceiptResult({ detail, onNew }: ReceiptResultProps) {
  const files = useFileDownload<'labels' | 'report'>();

  return (
    <Stack gap="md" data-testid="receipt-result">
      <ResultHeading title={DDT_MSG.created}>
        DDT {detail.ddt_number} del {formatDay(detail.ddt_date)} · {detail.supplier_name} · {detail.store_name}
      </ResultHeading>
      <SimpleGrid cols={3} spacing="md">
        <Card label="Pezzi caricati" value={String(detail.loaded_pieces)} />
        {/* without any purchase price the value is unknown, not zero */}
        <Card label="Valore totale" value={detail.total_value === null || detail.lines.every((line) => line.purchase_price === null) ? '—' : formatMoney(detail.total_value)} />
        <Card label="Prodotti" value={String(detail.lines.length)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Distribution title="Per categoria" shares={byCategory(detail)} />
        <Distribution title="Per ubicazione" shares={byLocation(detail)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="sm">
        <Text fw={600} size="sm" mb="xs">
          Prodotti caricati
        </Text>
        {/* 1024×768 with the full sidebar leaves about 630 px here: the table fits without sliding */}
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm" horizontalSpacing="xs" aria-label="Prodotti caricati">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prodotto</Table.Th>
                <Table.Th>Categoria</Table.Th>
                <Table.Th ta="right">Quantità</Table.Th>
                <Table.Th>IMEI / Seriali</Table.Th>
                <Table.Th>Ubicazione</Table.Th>
                <Table.Th ta="right">Valore</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.lines.map((line) => {
                const value = lineValue(line);
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.product_name}</Table.Td>
                    <Table.Td>{line.category}</Table.Td>
                    <Table.Td ta="right">{formatCount(line.quantity)}</Table.Td>
                    <Table.Td>{lineCodes(line).length === 0 ? '—' : <CodeList codes={lineCodes(line)} size="sm" separator=", " testId="receipt-line-codes" />}</Table.Td>
                    <Table.Td>{line.location_label}</Table.Td>
                    <Table.Td ta="right">{value === null ? '—' : formatMoney(value)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder radius="md" p="sm" data-testid="load-info">
        <Text fw={600} size="sm" mb="xs">
          Informazioni sul carico
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <DetailField label="Completato il" labelWeight={500} uppercase={false}>
            {formatDateTime(detail.completed_at)}
          </DetailField>
          <DetailField label="Numero DDT" labelWeight={500} uppercase={false}>
            {detail.ddt_number}
          </DetailField>
          <DetailField label="Fornitore" labelWeight={500} uppercase={false}>
            {detail.supplier_name}
          </DetailField>
          <DetailField label="Operatore" labelWeight={500} uppercase={false}>
            {detail.operator_name}
          </DetailField>
        </SimpleGrid>
      </Paper>
      <ErrorBanner message={files.failure} flush />
      <Group gap="sm">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} loading={files.busy === 'labels'} onClick={() => void files.download('labels', () => goodsReceiptApi.labels(detail.id), 'Errore nella stampa delle etichette')}>
          Stampa etichette
        </Button>
        <Button variant="default" leftSection={<IconFileDownload size={16} aria-hidden />} loading={files.busy === 'report'} onClick={() => void files.download('report', () => goodsReceiptApi.report(detail.id), 'Errore nel download del report')}>
          Scarica report
        </Button>
        <Button component={Link} to="/warehouse/inventory" variant="default" leftSection={<IconListDetails size={16} aria-hidden />}>
          Vai all'inventario
        </Button>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          Nuovo DDT
        </Button>
      </Group>
    </Stack>
  );
}

function Card({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function Distribution({ title, shares }: { title: string; shares: readonly Share[] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <Stack gap={6}>
        {shares.map((share) => (
          <Stack key={share.label} gap={2}>
            <Group justify="space-between">
              <Text size="sm">{share.label}</Text>
              <Text size="sm" c="dimmed">
                {countOf(share.pieces, 'pezzo', 'pezzi')} ({formatPercent(share.percent)})
              </Text>
            </Group>
            <Progress value={share.percent} size="sm" aria-label={`${title}: ${share.label}`} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
