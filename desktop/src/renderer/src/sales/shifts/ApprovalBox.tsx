import { Alert, Checkbox, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { CASH_MSG, roleLabel, type Role } from '@banco/shared';
import { needsManagerCredentials, type ApprovalValues, type CloseShiftFormValues } from './close-shift-form.ts';
import type { FieldSetter } from './field-setter.ts';
import { ManagerCredentialsFields } from '../ManagerCredentialsFields.tsx';

interface ApprovalBoxProps {
  role: Role;
  approval: ApprovalValues;
  errors: Readonly<Record<string, string>>;
  set: FieldSetter<CloseShiftFormValues>;
}

/**
 * The manager's approval of a difference beyond the tolerance (spec 2 §2.9 step 3, §5.6, §6): the
 * reason, and — a consultant cannot approve — the manager's e-mail and password typed at the drawer;
 * a manager or owner closing confirms the approval themselves.
 */
export function ApprovalBox({ role, approval, errors, set }: ApprovalBoxProps) {
  const credentials = needsManagerCredentials(role);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="approval-box" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Text fw={600}>Approvazione del manager</Text>
        {credentials ? (
          <Alert color="yellow" variant="light" py="xs" icon={<IconShieldLock size={18} aria-hidden />}>
            <Text size="sm" fw={600}>
              {CASH_MSG.managerApprovalRequired}
            </Text>
            <Text size="sm">Il manager del negozio inserisce qui la propria email e la propria password per approvare.</Text>
          </Alert>
        ) : (
          <Checkbox
            label={`Approvo la differenza di cassa (${roleLabel(role)})`}
            checked={approval.confirmed}
            error={errors['approval.confirmed']}
            onChange={(event) => set('approval.confirmed', event.currentTarget.checked)}
          />
        )}
        {credentials ? (
          <ManagerCredentialsFields
            required
            email={approval.email}
            password={approval.password}
            errors={{ email: errors['approval.email'], password: errors['approval.password'] }}
            onEmail={(email) => set('approval.email', email)}
            onPassword={(password) => set('approval.password', password)}
          />
        ) : null}
        <Textarea
          label="Motivo della differenza"
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          value={approval.reason}
          error={errors['approval.reason']}
          onChange={(event) => set('approval.reason', event.currentTarget.value)}
        />
        {errors.approval ? (
          <Text size="sm" c="red" role="alert">
            {errors.approval}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
