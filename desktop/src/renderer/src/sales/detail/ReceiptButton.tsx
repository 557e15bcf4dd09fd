import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessage } from '../../api/errors.ts';
import { saveFile } from '../../components/save-file.ts';
import { salesApi } from '../sales-api.ts';
import { SALE_DETAIL_TEXT } from './detail-texts.ts';

/** 'Scarica ricevuta PDF': the receipt as it will print, saved as a file. */
export function ReceiptButton({ saleId, onError }: { saleId: number; onError(message: string | null): void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    onError(null);
    try {
      saveFile(await salesApi.receipt(saleId));
    } catch (error) {
      onError(userMessage(error, SALE_DETAIL_TEXT.receiptFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => void download()}>
      {SALE_DETAIL_TEXT.receipt}
    </Button>
  );
}
