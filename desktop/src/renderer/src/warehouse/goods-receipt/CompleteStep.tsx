import { Alert, Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleDashed, IconLoader2, IconShieldCheck } from '@tabler/icons-react';
import { countOf, formatDay } from '../../format/format.ts';
import { selectionSummary, type GoodsReceiptFormValues } from './goods-receipt-form.ts';

/** Where the save is: nothing sent yet, the DDT on its way to the server, or answered. */
export type SaveStage = 'idle' | 'sending' | 'done';

const STAGES = ['Verifica finale dei dati', 'Registrazione di DDT, pezzi e movimenti di magazzino', 'Preparazione del riepilogo'] as const;

interface CompleteStepProps {
  values: GoodsReceiptFormValues;
  stage: SaveStage;
  /** The server refused IMEIs already in the system and the store lets the manager authorise them: its message. */
  authorisation: string | null;
  onAuthorise(): void;
}

/**
 * Step 5, Completamento (spec 3 §2): what Completa will record; while saving, where the save is (the
 * checks pass at once, the server writes everything in one transaction); the manager's authorisation
 * of IMEIs already in the system when the server asks for it.
 */
export function CompleteStep({ values, stage, authorisation, onAuthorise }: CompleteStepProps) {
  const summary = selectionSummary(values.lines);
  const reached = stage === 'idle' ? -1 : stage === 'sending' ? 1 : STAGES.length;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Text size="sm">
          Completa registra il DDT <b>{values.ddt_number}</b> del {formatDay(values.ddt_date)} di <b>{values.supplier_name || '—'}</b> nel negozio{' '}
          <b>{values.store_name || '—'}</b>: {countOf(summary.products, 'prodotto', 'prodotti')}, {countOf(summary.pieces, 'pezzo', 'pezzi')}. Le giacenze e i movimenti di magazzino si aggiornano insieme.
        </Text>
      </Paper>
      {stage !== 'idle' ? (
        <Stack gap="xs" role="status" aria-live="polite" data-testid="save-progress">
          <Progress value={stage === 'done' ? 100 : 50} animated={stage === 'sending'} aria-label="Avanzamento salvataggio" />
          <List spacing={4} size="sm" center>
            {STAGES.map((label, index) => (
              <List.Item
                key={label}
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color={index < reached ? 'green' : index === reached ? 'blue' : 'gray'}>
                    {index < reached ? <IconCheck size={12} aria-hidden /> : index === reached ? <IconLoader2 size={12} aria-hidden /> : <IconCircleDashed size={12} aria-hidden />}
                  </ThemeIcon>
                }
              >
                {label}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {authorisation !== null ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title="Serve l'autorizzazione del manager" role="alert">
          <Stack gap="xs">
            <Text size="sm">{authorisation}</Text>
            <Text size="sm">Le impostazioni del negozio consentono il carico con l'autorizzazione del manager: l'autorizzazione resta registrata su ogni pezzo.</Text>
            <Group>
              <Button color="yellow" leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={onAuthorise} loading={stage === 'sending'}>
                Autorizza e completa
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
