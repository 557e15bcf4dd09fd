import { Alert, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ManagerAuthorization } from './sale-form.ts';

interface AuthorizationBoxProps {
  value: ManagerAuthorization | null;
  /** The form field it fills ('authorization' for a sale, 'approval' for a return): its errors are under it. */
  field: string;
  errors: Readonly<Record<string, string>>;
  /** The new credentials and the errors they settle. */
  onChange(value: ManagerAuthorization, clear: readonly string[]): void;
  title?: string;
  description?: string;
}

/**
 * A manager's authorisation at the counter (issue 10): shown after the server asked for it (a discount
 * or an amount above the seller's limit), or when a return needs approval (issue 11); a manager of the
 * store, or the owner, types their own credentials.
 */
export function AuthorizationBox({
  value,
  field,
  errors,
  onChange,
  title = 'Autorizzazione del manager',
  description = "Un manager del negozio inserisce le proprie credenziali per autorizzare lo sconto o l'importo.",
}: AuthorizationBoxProps) {
  const authorization = value ?? { email: '', password: '' };
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title={title} data-testid="authorization-box">
      <Stack gap="xs">
        <Text size="sm">{description}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Email del manager"
            autoComplete="off"
            value={authorization.email}
            onChange={(event) => onChange({ ...authorization, email: event.currentTarget.value }, [`${field}.email`, field])}
            error={errors[`${field}.email`] ?? errors[field]}
          />
          <PasswordInput
            label="Password del manager"
            autoComplete="off"
            value={authorization.password}
            onChange={(event) => onChange({ ...authorization, password: event.currentTarget.value }, [`${field}.password`, field])}
            error={errors[`${field}.password`]}
          />
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
