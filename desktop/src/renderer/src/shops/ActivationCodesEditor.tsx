import { ActionIcon, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ValidationErrors } from '@banco/shared';
import { DateField } from '../components/DateField.tsx';
import { emptyCodeRow, isCodeExpired, type CodeFormRow } from './store-form.ts';

interface ActivationCodesEditorProps {
  rows: readonly CodeFormRow[];
  /** The providers the store works with: the operator choices. */
  providers: readonly string[];
  /** validation_errors keyed codes.N.field. */
  errors: ValidationErrors;
  onChange(rows: CodeFormRow[]): void;
}

/** The activation codes of a store, one card per code (spec 1 §3 Activation code). */
export function ActivationCodesEditor({ rows, providers, errors, onChange }: ActivationCodesEditorProps) {
  const update = (index: number, patch: Partial<CodeFormRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const add = () => onChange([...rows, emptyCodeRow(providers.find((name) => !rows.some((row) => row.operator === name)) ?? '')]);

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nessun codice di attivazione. Puoi aggiungerli ora o in seguito modificando il negozio.
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const error = (field: string) => errors[`codes.${index}.${field}`];
        const options = [...new Set([...providers, ...(row.operator ? [row.operator] : [])])];
        return (
          <Paper key={row.key} withBorder radius="md" p="sm" aria-label={`Codice ${index + 1}`} role="group">
            <Group justify="space-between" mb="xs">
              <Group gap={6}>
                <Text fw={600} size="sm">
                  Codice {index + 1}
                </Text>
                {isCodeExpired(row) ? (
                  <Badge color="red" variant="light" size="sm">
                    Scaduto
                  </Badge>
                ) : null}
                {!row.is_active ? (
                  <Badge color="gray" variant="light" size="sm">
                    Inattivo
                  </Badge>
                ) : null}
              </Group>
              <Tooltip label="Rimuovi codice">
                <ActionIcon variant="subtle" color="red" onClick={() => remove(index)} aria-label={`Rimuovi codice ${index + 1}`}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <Select
                label="Operatore"
                placeholder="Seleziona"
                data={options}
                value={row.operator === '' ? null : row.operator}
                onChange={(value) => update(index, { operator: value ?? '' })}
                withAsterisk
                error={error('operator')}
              />
              <TextInput
                label="Codice agente"
                value={row.agent_code}
                onChange={(event) => update(index, { agent_code: event.currentTarget.value })}
                error={error('agent_code')}
                maxLength={100}
              />
              <TextInput
                label="Codice dealer"
                value={row.dealer_code}
                onChange={(event) => update(index, { dealer_code: event.currentTarget.value })}
                error={error('dealer_code')}
                maxLength={100}
              />
              <TextInput
                label="Codice attivazione"
                value={row.activation_code}
                onChange={(event) => update(index, { activation_code: event.currentTarget.value })}
                error={error('activation_code')}
                maxLength={100}
              />
              <DateField label="Valido dal" value={row.valid_from} onChange={(value) => update(index, { valid_from: value })} error={error('valid_from')} />
              <DateField
                label="Valido fino al"
                value={row.valid_until}
                onChange={(value) => update(index, { valid_until: value })}
                error={error('valid_until')}
              />
              <TextInput
                label="Note sul codice"
                value={row.notes}
                onChange={(event) => update(index, { notes: event.currentTarget.value })}
                error={error('notes')}
                maxLength={2000}
              />
              <Switch
                label="Attivo"
                checked={row.is_active}
                onChange={(event) => update(index, { is_active: event.currentTarget.checked })}
                mt={30}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={providers.length === 0}>
          Aggiungi codice
        </Button>
        {providers.length === 0 ? (
          <Text size="xs" c="dimmed">
            Abilita almeno un fornitore per aggiungere codici.
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
