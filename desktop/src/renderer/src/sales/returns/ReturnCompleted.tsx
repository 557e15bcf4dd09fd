import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconDownload, IconMail, IconPlus, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { RETURN_MSG, type ReturnDetail } from '@banco/shared';
import { customerText } from '../detail/sale-format.ts';
import { userMessage } from '../../api/errors.ts';
import { SuccessBanner } from '../../components/Banners.tsx';
import { DetailField } from '../../components/DetailField.tsx';
import { ResultHeading } from '../../components/ResultHeading.tsx';
import { useFileDownload } from '../../components/use-file-download.ts';
import { formatMoney } from '../../format/format.ts';
import type { ReturnPhotoDraft } from './photo-capture.ts';
import { printDocument } from './print-document.ts';
import { RETURNS_TEXT } from './return-texts.ts';
import { returnsApi } from './returns-api.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';
import { MAIL_WAITS_TEXT, useMailCanSend } from '../../mail/mail-status.ts';

interface ReturnCompletedProps {
  detail: ReturnDetail;
  photos: readonly ReturnPhotoDraft[];
  onNew(): void;
  onDashboard(): void;
}

/** What the customer got, in words: the amount and the method, or an exchange's balance. */
function refundText(detail: ReturnDetail): string {
  if (detail.type === 'exchange' && detail.direction === 'customer_pays') return `Nessun rimborso: il cliente ha pagato la differenza${detail.difference === null ? '' : ` di ${formatMoney(detail.difference)}`}`;
  if (detail.refund_method === null) return 'Nessun rimborso';
  return formatMoney(detail.final_amount);
}

/**
 * 'Reso Completato!' (spec 2 §2.7): the return number, the customer, the amount refunded and its method;
 * the return document ('Scarica Ricevuta', 'Stampa Documenti'), 'Invia Email', 'Nuovo Reso'; the photos
 * being stored, each with its outcome and 'Riprova'.
 */
export function ReturnCompleted({ detail, photos, onNew, onDashboard }: ReturnCompletedProps) {
  const files = useFileDownload();
  const [printing, setPrinting] = useState(false);
  const [printFailure, setPrintFailure] = useState<string | null>(null);
  const uploads = usePhotoUploads(detail.id, photos);
  const [emailSent, setEmailSent] = useState<string | null>(null);
  const [emailFailure, setEmailFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const mailCanSend = useMailCanSend();

  const sendEmail = async () => {
    setSending(true);
    setEmailSent(null);
    setEmailFailure(null);
    try {
      const answer = await returnsApi.email(detail.id);
      setEmailSent(`${answer.message}: ${answer.data.to}${mailCanSend ? '' : `. ${MAIL_WAITS_TEXT}`}`);
    } catch (error) {
      setEmailFailure(userMessage(error, RETURNS_TEXT.emailFailed));
    } finally {
      setSending(false);
    }
  };

  const print = async () => {
    setPrinting(true);
    setPrintFailure(null);
    try {
      printDocument(await returnsApi.document(detail.id));
    } catch (error) {
      setPrintFailure(userMessage(error, RETURNS_TEXT.documentFailed));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack gap="md">
      <ResultHeading title={RETURNS_TEXT.completedTitle}>
        Numero reso <strong data-testid="return-number">{detail.return_number}</strong>
      </ResultHeading>
      <Paper withBorder radius="md" p="md" aria-label="Dettaglio del reso">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <DetailField label="Cliente">{customerText(detail.customer_name)}</DetailField>
          <DetailField label="Importo rimborsato">
            <span data-testid="return-amount">{refundText(detail)}</span>
          </DetailField>
          <DetailField label="Metodo">
            <span data-testid="return-method">{detail.refund_method_label ?? '—'}</span>
          </DetailField>
          <DetailField label="Vendita">{detail.sale_number}</DetailField>
          {detail.exchange_sale_number !== null ? <DetailField label="Nuova vendita">{detail.exchange_sale_number}</DetailField> : null}
          {detail.approved_by_name !== null ? <DetailField label="Approvato da">{detail.approved_by_name}</DetailField> : null}
          {detail.processing_time !== null ? <DetailField label="Tempi">{detail.processing_time}</DetailField> : null}
        </SimpleGrid>
        {detail.balance_credit !== '0.00' ? (
          <Text size="sm" mt="sm" data-testid="return-balance-credit">
            {RETURNS_TEXT.balanceCreditDone(formatMoney(detail.balance_credit))}
          </Text>
        ) : null}
        {detail.points_reversed > 0 || detail.points_not_recovered > 0 ? (
          <Text size="sm" c="dimmed" mt="sm">
            Punti fedeltà stornati: {detail.points_reversed}
            {detail.points_not_recovered > 0 ? ` (${detail.points_not_recovered} già convertiti in coupon, non recuperati)` : ''}
          </Text>
        ) : null}
      </Paper>

      {photos.length > 0 ? (
        <Stack gap={4} role="list" aria-label="Foto del reso">
          {photos.map((photo, index) => {
            const status = uploads.statuses[photo.key] ?? { state: 'uploading' };
            return (
              <Group key={photo.key} gap="xs" role="listitem" data-testid="photo-upload">
                <Text size="sm">Foto {index + 1}</Text>
                {status.state === 'uploading' ? <Loader size="xs" aria-label="Salvataggio foto" /> : null}
                {status.state === 'saved' ? (
                  <Text size="sm" c="green.8">
                    <IconCheck size={14} aria-hidden /> {RETURN_MSG.photoSaved}
                  </Text>
                ) : null}
                {status.state === 'failed' ? (
                  <>
                    <Text size="sm" c="red">
                      <IconAlertCircle size={14} aria-hidden /> {status.message}
                    </Text>
                    <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={12} aria-hidden />} onClick={() => uploads.retry(photo)}>
                      Riprova
                    </Button>
                  </>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      ) : null}

      {files.failure ?? printFailure ? (
        <Alert color="red" variant="light" role="alert">
          {files.failure ?? printFailure}
        </Alert>
      ) : null}
      <SuccessBanner message={emailSent} testId="return-email-sent" />
      {emailFailure ? (
        <Alert color="red" variant="light" role="alert">
          {emailFailure}
        </Alert>
      ) : null}
      <Group justify="center" gap="sm">
        <Button
          variant="default"
          loading={files.busy !== null}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void files.download('file', () => returnsApi.document(detail.id), RETURNS_TEXT.documentFailed)}
        >
          {RETURNS_TEXT.downloadReceipt}
        </Button>
        <Button
          variant="default"
          loading={printing}
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => void print()}
        >
          {RETURNS_TEXT.printDocuments}
        </Button>
        <Button variant="default" loading={sending} leftSection={<IconMail size={16} aria-hidden />} onClick={() => void sendEmail()} disabled={detail.customer_email === null} title={detail.customer_email === null ? RETURN_MSG.customerEmailMissing : undefined}>
          {RETURNS_TEXT.sendEmail}
        </Button>
        <Button variant="default" onClick={onDashboard}>
          Gestione Vendite
        </Button>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew} data-autofocus>
          {RETURNS_TEXT.newReturn}
        </Button>
      </Group>
      {detail.customer_email === null ? (
        <Text size="xs" c="dimmed" ta="center">
          {RETURN_MSG.customerEmailMissing}
        </Text>
      ) : null}
    </Stack>
  );
}
