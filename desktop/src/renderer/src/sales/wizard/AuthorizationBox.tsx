import { Alert, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { SaleFieldProps } from './sale-step-props.ts';

/**
 * A manager's authorisation at the counter (issue 10): shown after the server asked for it (a discount
 * or an amount above the seller's limit); a manager of the store, or the owner, types their own credentials.
 */
export function AuthorizationBox({ values, errors, set }: SaleFieldProps) {
  const authorization = values.authorization ?? { email: '', password: '' };
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} aria-hidden />} title="Autorizzazione del manager">
      <Stack gap="xs">
        <Text size="sm">Un manager del negozio inserisce le proprie credenziali per autorizzare lo sconto o l'importo.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Email del manager"
            autoComplete="off"
            value={authorization.email}
            onChange={(event) => set('authorization', { ...authorization, email: event.currentTarget.value }, ['authorization.email', 'authorization'])}
            error={errors['authorization.email'] ?? errors.authorization}
          />
          <PasswordInput
            label="Password del manager"
            autoComplete="off"
            value={authorization.password}
            onChange={(event) => set('authorization', { ...authorization, password: event.currentTarget.value }, ['authorization.password', 'authorization'])}
            error={errors['authorization.password']}
          />
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
