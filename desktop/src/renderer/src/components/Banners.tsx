import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/**
 * Green notice of a successful save (it clears itself: see useSuccessBanner). It floats over the
 * top right of the window instead of taking a place in the page, so the page never jumps when it
 * comes and goes. It stays where it is in the DOM (no portal), next to the screen it speaks for.
 */
export function SuccessBanner({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={18} aria-hidden />}
      role="status"
      data-testid={testId}
      className="banco-success-banner"
    >
      {message}
    </Alert>
  );
}

/**
 * Inline red box of a failed save or removal (spec 1 §8: the server message preferred); `flush`
 * drops its bottom margin where the container spaces it. When it appears it scrolls into view (a
 * long dialog put it below the fold: the click seemed to do nothing), and it takes the focus when the
 * focus was lost (the button pressed went busy and let it go), so Escape and Tab go on from there.
 */
export function ErrorBanner({ message, testId, flush = false }: { message: string | null | undefined; testId?: string; flush?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !box.current) return;
    box.current.scrollIntoView?.({ block: 'nearest' });
    const focused = document.activeElement;
    if (focused === null || focused === document.body) box.current.focus({ preventScroll: true });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={box} tabIndex={-1} color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} mb={flush ? undefined : 'md'} role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}

/**
 * A load failure: red box with Riprova (spec 1 §8). With a title, the title is the bold first line
 * and the message (when given) the detail under it.
 */
export function LoadError({ title, message, onRetry, mb }: { title?: string; message?: string | null; onRetry(): void; mb?: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb={mb}>
      <Group justify="space-between" wrap="nowrap">
        {title ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            {message ? <Text size="sm">{message}</Text> : null}
          </Stack>
        ) : (
          <Text size="sm">{message}</Text>
        )}
        {/* the message wraps, the button keeps its word (a narrow box cut it to 'Ripro') */}
        <Button size="xs" variant="white" color="red" onClick={onRetry} style={{ flexShrink: 0 }}>
          Riprova
        </Button>
      </Group>
    </Alert>
  );
}
