import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG, type CompanyListItem } from '@banco/shared';
import { countOf } from '../../format/format.ts';
import { userMessage } from '../../api/errors.ts';
import { deleteNameMatches } from './company-form.ts';
import { useCompanyMutations } from './use-companies.ts';

interface DeleteCompanyModalProps {
  company: CompanyListItem;
  onClose(): void;
  onDeleted(message: string): void;
}

/**
 * Deleting a company requires typing its name (spec 1 §5). A company that still has shops or users
 * cannot be deleted (the server answers 409): the dialog says so at once, without asking for the name.
 */
export function DeleteCompanyModal({ company, onClose, onDeleted }: DeleteCompanyModalProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { remove } = useCompanyMutations();
  const matches = deleteNameMatches(typed, company.name);

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync(company.id);
      onDeleted(MSG.companyDeleted);
    } catch (failure) {
      setError(userMessage(failure, MSG.companyDeleteFailed, MSG.companyConnectionError));
    }
  };

  // the server refuses a company with stores or users (409): say so before any name is typed
  if (company.stores_count > 0 || company.users_count > 0) {
    return (
      <Modal opened onClose={onClose} centered title={<Text fw={700}>Elimina Azienda</Text>}>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="delete-blocked-reason">
            <Text size="sm" fw={600} mb={4}>
              {company.name}: {countOf(company.stores_count, 'negozio', 'negozi')}, {countOf(company.users_count, 'utente', 'utenti')}.
            </Text>
            {MSG.companyHasData}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Chiudi
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} centered title={<Text fw={700}>Elimina Azienda</Text>}>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          Stai per eliminare definitivamente <strong>{company.name}</strong>. Questa azione non può essere annullata.
        </Alert>
        {error ? (
          <Alert color="red" variant="filled" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label={
            <>
              Per confermare, digita il nome dell&apos;azienda: <strong>{company.name}</strong>
            </>
          }
          aria-label="Nome dell'azienda da eliminare"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        {matches ? (
          <Text size="sm" c="green.8" fw={500} data-testid="delete-name-check">
            ✓ Confermato
          </Text>
        ) : (
          <Text size="sm" c="red.7" data-testid="delete-name-check">
            Il nome non corrisponde
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Annulla
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={!matches} loading={remove.isPending}>
            Elimina Azienda
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
