import { Button, Loader } from '@mantine/core';

/** The full-width submit of the sign-in forms: disabled with a spinner and `busyLabel` while it runs. */
export function FormSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="md" fullWidth mt="xs" disabled={busy} leftSection={busy ? <Loader size={16} color="gray" aria-hidden /> : null}>
      {busy ? busyLabel : label}
    </Button>
  );
}
