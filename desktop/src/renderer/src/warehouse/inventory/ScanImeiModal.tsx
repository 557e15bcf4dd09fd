import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconScan } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, imeiError, STOCK_MSG, type ImeiLifecycle } from '@banco/shared';
import { userMessage } from '../../api/errors.ts';
import { ErrorBanner } from '../../components/Banners.tsx';
import { INVENTORY_TEXT } from './inventory-texts.ts';
import { inventoryApi } from './use-inventory.ts';

interface ScanImeiModalProps {
  onClose(): void;
  onFound(found: ImeiLifecycle): void;
}

/**
 * 'Scansiona': an IMEI typed, or sent by a keyboard-wedge scanner (its digits, then Enter), opens that
 * piece's detail with its history (POST /warehouse/scan-imei; 404 'IMEI non trovato in magazzino').
 * A piece deleted from the inventory has no row to open: the dialog says when it was deleted.
 */
export function ScanImeiModal({ onClose, onFound }: ScanImeiModalProps) {
  const [imei, setImei] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const scan = useMutation({ mutationFn: (value: string) => inventoryApi.scan(value), onSuccess: (found) => (found.removed_at === null ? onFound(found) : undefined) });
  const removed = scan.data?.removed_at ? STOCK_MSG.imeiRemoved(formatDate(scan.data.removed_at)) : null;
  const submit = () => {
    const value = imei.trim();
    // the lookup's own rule, said on the field before asking (15 digits, the check digit)
    const wrong = value === '' ? STOCK_MSG.imeiRequired : imeiError(value);
    if (wrong !== null) {
      setMissing(wrong);
      return;
    }
    setMissing(null);
    scan.mutate(value);
  };
  const failure = scan.error ? userMessage(scan.error, INVENTORY_TEXT.scanFailed) : removed;
  return (
    <Modal opened onClose={onClose} centered title={<Text fw={700}>Scansiona IMEI</Text>}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Scansiona il codice con il lettore oppure digita l&apos;IMEI e premi Invio.
          </Text>
          <ErrorBanner message={failure} testId="scan-error" flush />
          <TextInput
            label="IMEI"
            inputMode="numeric"
            autoComplete="off"
            ff="monospace"
            leftSection={<IconScan size={16} aria-hidden />}
            value={imei}
            onChange={(event) => {
              setImei(event.currentTarget.value);
              if (scan.error || removed) scan.reset();
            }}
            error={missing}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annulla
            </Button>
            <Button type="submit" loading={scan.isPending}>
              Cerca
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
