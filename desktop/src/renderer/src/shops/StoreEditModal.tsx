import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { MSG, type StoreDto, type UserDto, type ValidationErrors } from '@banco/shared';
import { isApiValidationError, userMessage } from '../api/errors.ts';
import {
  BaseInfoFields,
  ContactFields,
  LocationFields,
  NotesField,
  ProviderFields,
  WhatsappFields,
  type SetField,
} from './StoreFormSections.tsx';
import { StoreStaffManager } from './StoreStaffManager.tsx';
import {
  EMPTY_OPERATORS,
  offeredProviders,
  storeToForm,
  toUpdateBody,
  validateStore,
  withoutErrors,
  type StoreFormValues,
} from './store-form.ts';
import { storesApi } from './stores-api.ts';
import { useAvailableOperators } from './use-stores.ts';
import { ErrorBanner } from '../components/Banners.tsx';

interface StoreEditModalProps {
  user: UserDto;
  store: StoreDto;
  onClose(): void;
  onSaved(store: StoreDto): void;
}

/** Roles that manage a store's users (spec 1 §6). */
const STAFF_MANAGERS = new Set(['superadmin', 'entrepreneur', 'manager']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Spec 1 §2 Store edit modal: one form, with status and the assigned users. Mount it to open it. */
export function StoreEditModal({ user, store, onClose, onSaved }: StoreEditModalProps) {
  const [values, setValues] = useState<StoreFormValues>(() => storeToForm(store));
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const operatorsQuery = useAvailableOperators(user.role === 'superadmin' ? store.company_id : null, true);
  const offered = offeredProviders(operatorsQuery.data ?? EMPTY_OPERATORS, store);

  const set: SetField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutErrors(current, field));
  };

  const save = async () => {
    setFailure(null);
    const found = validateStore(values, 'edit');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      onSaved(await storesApi.update(store.id, toUpdateBody(values, true)));
    } catch (error) {
      if (isApiValidationError(error)) setErrors(error.validationErrors);
      else setFailure(userMessage(error, MSG.storeUpdateFailed));
    } finally {
      setSaving(false);
    }
  };

  const props = { values, errors, set };
  return (
    <Modal
      opened
      onClose={onClose}
      size={900}
      centered
      closeOnClickOutside={false}
      title={
        <Stack gap={0}>
          <Text fw={700} size="lg">
            Modifica Negozio
          </Text>
          <Text size="sm" c="dimmed">
            {store.name} · {store.code}
          </Text>
        </Stack>
      }
    >
      <Stack gap="lg">
        <Section title="Informazioni Base">
          <BaseInfoFields {...props} showCompany={false} withStatus />
        </Section>
        <Divider />
        <Section title="Ubicazione">
          <LocationFields {...props} />
        </Section>
        <Divider />
        <Section title="Contatti">
          <ContactFields {...props} />
        </Section>
        <Divider />
        <Section title="Fornitori">
          <ProviderFields {...props} offered={offered} loading={operatorsQuery.isPending} />
        </Section>
        <Divider />
        <Section title="WhatsApp Business">
          <WhatsappFields {...props} hint="Formato: +39XXXXXXXXXX" />
        </Section>
        {STAFF_MANAGERS.has(user.role) && store.permissions.can_assign_staff ? (
          <>
            <Divider />
            <Section title="Utenti Assegnati">
              <StoreStaffManager storeId={store.id} currentUserId={user.id} />
            </Section>
          </>
        ) : null}
        <Divider />
        <NotesField {...props} />

        <ErrorBanner message={failure} flush />
        {Object.keys(errors).length > 0 ? (
          <Text size="sm" c="red" role="status">
            Controlla i campi evidenziati.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Annulla
          </Button>
          <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => void save()} loading={saving}>
            Salva Modifiche
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
