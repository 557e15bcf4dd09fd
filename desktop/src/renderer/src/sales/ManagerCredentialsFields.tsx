import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';

interface ManagerCredentialsFieldsProps {
  email: string;
  password: string;
  errors: { email?: string | undefined; password?: string | undefined };
  onEmail(value: string): void;
  onPassword(value: string): void;
  /** Marked required (the shift's approval box); the sale's and return's boxes appear only when needed. */
  required?: boolean;
}

/**
 * A manager's e-mail and password typed at the counter (a sale's authorisation, a return's or a
 * shift closing's approval): never remembered by the browser.
 */
export function ManagerCredentialsFields({ email, password, errors, onEmail, onPassword, required = false }: ManagerCredentialsFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Email del manager" withAsterisk={required} type="email" autoComplete="off" value={email} error={errors.email} onChange={(event) => onEmail(event.currentTarget.value)} />
      <PasswordInput label="Password del manager" withAsterisk={required} autoComplete="off" value={password} error={errors.password} onChange={(event) => onPassword(event.currentTarget.value)} />
    </SimpleGrid>
  );
}
