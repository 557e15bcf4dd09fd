import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { FileDownload } from '../../components/use-file-download.ts';
import { salesApi } from '../sales-api.ts';
import { SALE_DETAIL_TEXT } from './detail-texts.ts';

/** 'Scarica ricevuta PDF': the receipt as it will print, saved as a file (`files` shows a failure where its owner puts it). */
export function ReceiptButton({ saleId, files }: { saleId: number; files: FileDownload<'file'> }) {
  return (
    <Button
      variant="default"
      loading={files.busy !== null}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      onClick={() => void files.download('file', () => salesApi.receipt(saleId), SALE_DETAIL_TEXT.receiptFailed)}
    >
      {SALE_DETAIL_TEXT.receipt}
    </Button>
  );
}
