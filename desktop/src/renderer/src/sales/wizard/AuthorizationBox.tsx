import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ManagerCredentialsFields } from '../ManagerCredentialsFields.tsx';
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
        <ManagerCredentialsFields
          email={authorization.email}
          password={authorization.password}
          errors={{ email: errors[`${field}.email`] ?? errors[field], password: errors[`${field}.password`] }}
          onEmail={(email) => onChange({ ...authorization, email }, [`${field}.email`, field])}
          onPassword={(password) => onChange({ ...authorization, password }, [`${field}.password`, field])}
        />
      </Stack>
    </Alert>
  );
}
