import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MSG, ROLE_LABELS, type CompanyOption, type MultiCompanyEntrepreneur } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { settingsApi } from './settings-api.ts';
import { assignableCompanies } from './settings-model.ts';
import { ErrorBanner } from '../components/Banners.tsx';

interface AssignCompanyModalProps {
  entrepreneur: MultiCompanyEntrepreneur;
  companies: readonly CompanyOption[];
  onClose(): void;
  onAssigned(message: string): void;
}

/** 'Assegna Azienda' (spec 1 §2 Multi-company, §5 Company assignment). */
export function AssignCompanyModal({ entrepreneur, companies, onClose, onAssigned }: AssignCompanyModalProps) {
  const options = assignableCompanies(entrepreneur, companies);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fullName = `${entrepreneur.first_name} ${entrepreneur.last_name}`;

  const submit = async () => {
    if (companyId === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const envelope = await settingsApi.assignCompany({ user_id: entrepreneur.user_id, company_id: Number(companyId) });
      onAssigned(envelope.message);
    } catch (error) {
      setFailure(userMessage(error, MSG.settingsAssignFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} centered title="Assegna Azienda">
      <ErrorBanner message={failure} testId="settings-error" />
      <Stack gap="md">
        <Text size="sm">
          Assegna un&apos;azienda aggiuntiva a <b>{fullName}</b> ({entrepreneur.email}).
        </Text>
        <Select
          label="Azienda"
          withAsterisk
          placeholder={options.length === 0 ? 'Nessuna azienda disponibile' : 'Seleziona un\'azienda'}
          data={options.map((company) => ({ value: String(company.id), label: company.name }))}
          value={companyId}
          onChange={setCompanyId}
          disabled={options.length === 0}
          searchable
          nothingFoundMessage="Nessuna azienda trovata"
          comboboxProps={{ withinPortal: true }}
        />
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            Questo imprenditore ha già accesso a tutte le aziende.
          </Text>
        ) : null}
        <TextInput label="Ruolo" value={ROLE_LABELS.entrepreneur} readOnly variant="filled" description="Assegnato automaticamente" />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Annulla
          </Button>
          <Button onClick={() => void submit()} disabled={companyId === null || options.length === 0} loading={busy}>
            Assegna Azienda
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
