import { List, SimpleGrid, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DetailField } from '../../components/DetailField.tsx';
import { formatDateTime } from '../../format/format.ts';
import type { FieldSetter } from './field-setter.ts';
import type { OpenShiftFormValues } from './open-shift-form.ts';

interface OpenInfoStepProps {
  values: OpenShiftFormValues;
  errors: Readonly<Record<string, string>>;
  set: FieldSetter<OpenShiftFormValues>;
  operatorName: string;
  storeName: string;
  now: Date;
}

const INFO = [
  'Il conteggio iniziale è il fondo cassa del turno: conta tutto il contante presente in cassa.',
  'Per ogni cassa può essere aperto un solo turno alla volta.',
  'Gli incassi in contanti si registrano solo con un turno aperto.',
  'Alla chiusura il contante contato si confronta con quello atteso: una differenza oltre 5,00 € richiede l’approvazione di un manager.',
] as const;

/** Step 1, Informazioni Turno (spec 2 §2.8): operator, opening date and time, optional notes, what to know. */
export function OpenInfoStep({ values, errors, set, operatorName, storeName, now }: OpenInfoStepProps) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm">
        <DetailField label="Operatore" labelWeight={500} uppercase={false}>
          <Text fw={600} size="sm" data-testid="shift-operator">
            {operatorName}
          </Text>
        </DetailField>
        <DetailField label="Negozio" labelWeight={500} uppercase={false}>
          {storeName}
        </DetailField>
        <DetailField label="Data e ora di apertura" labelWeight={500} uppercase={false}>
          {formatDateTime(now)}
        </DetailField>
      </SimpleGrid>
      {errors.store_id ? (
        <Text size="sm" c="red" role="alert">
          {errors.store_id}
        </Text>
      ) : null}
      <Textarea
        label="Note del turno"
        description="Facoltative"
        autosize
        minRows={2}
        maxRows={4}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => set('notes', event.currentTarget.value)}
      />
      <List
        size="sm"
        spacing={4}
        aria-label="Informazioni sul turno"
        icon={
          <ThemeIcon size={18} radius="xl" variant="light" color="blue">
            <IconInfoCircle size={12} aria-hidden />
          </ThemeIcon>
        }
      >
        {INFO.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
