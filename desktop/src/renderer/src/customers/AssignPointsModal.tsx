import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { createSubmissions } from '../components/wizard/submission.ts';
import { assignPointsInput } from './assign-points.ts';
import { CUSTOMER_TEXT } from './customer-texts.ts';
import { useCustomerMutations } from './use-customers.ts';

interface AssignPointsModalProps {
  customerId: number;
  customerName: string;
  onClose(): void;
  onAssigned(message: string): void;
}

/** 'Assegna Punti Manualmente' (spec 2 §2.3, §5.2): points and reason; the data reload on success. */
export function AssignPointsModal({ customerId, customerName, onClose, onAssigned }: AssignPointsModalProps) {
  const { assignPoints } = useCustomerMutations();
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submissions] = useState(createSubmissions);

  const submit = async () => {
    const input = assignPointsInput(points, reason);
    if ('error' in input) {
      setError(input.error);
      return;
    }
    setError(null);
    try {
      // the same points sent again (a double click, a retry after a lost reply) are assigned once
      await assignPoints.mutateAsync({ id: customerId, body: input.body, idempotencyKey: submissions.of(input.body).key('points') });
      onAssigned(MSG.pointsAssigned);
    } catch (failure) {
      setError(userMessage(failure, CUSTOMER_TEXT.assignPointsFailed));
    }
  };

  return (
    <Modal opened onClose={onClose} centered size="md" title={<Text fw={700}>Assegna Punti Manualmente</Text>}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Cliente: {customerName}
          </Text>
          <TextInput
            label="Punti"
            inputMode="numeric"
            placeholder="es. 100"
            value={points}
            onChange={(event) => setPoints(event.currentTarget.value)}
            data-autofocus
          />
          <Textarea label="Causale" placeholder="es. Compleanno, reclamo risolto..." autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          {error ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={assignPoints.isPending}>
              Annulla
            </Button>
            <Button type="submit" loading={assignPoints.isPending}>
              Assegna Punti
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
