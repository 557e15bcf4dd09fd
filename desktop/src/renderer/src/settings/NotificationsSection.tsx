import { Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind, type NotificationPreferences } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { notificationsApi, notificationsKeys } from '../notifications/notifications-api.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';

const SAVE_FAILED = 'Errore nel salvataggio delle preferenze';

/** Impostazioni → Notifiche (Banco): which kinds of notification reach the bell. Each switch saves at once. */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: notificationsKeys.preferences, queryFn: ({ signal }) => notificationsApi.preferences(signal) });
  const [success, showSuccess] = useSuccessBanner();
  const [error, setError] = useState<string | null>(null);
  // the switch moves at once; a refused save puts it back
  const save = useMutation({
    mutationFn: (changes: NotificationPreferences) => notificationsApi.savePreferences(changes),
    onMutate: (changes) => {
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationsKeys.preferences);
      queryClient.setQueryData<NotificationPreferences>(notificationsKeys.preferences, { ...previous, ...changes });
      return { previous };
    },
    onSuccess: (envelope) => {
      queryClient.setQueryData(notificationsKeys.preferences, envelope.data);
      setError(null);
      showSuccess(envelope.message);
    },
    onError: (failure, _changes, context) => {
      queryClient.setQueryData(notificationsKeys.preferences, context?.previous);
      setError(userMessage(failure, SAVE_FAILED));
    },
  });

  return (
    <SectionFrame title="Notifiche" description="Scegli quali notifiche ricevere nella campanella in alto.">
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={error} testId="settings-error" />
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, 'Errore nel caricamento delle preferenze')} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="md">
          {NOTIFICATION_KINDS.map((kind: NotificationKind) => (
            <Switch
              key={kind}
              label={NOTIFICATION_KIND_LABELS[kind].label}
              description={NOTIFICATION_KIND_LABELS[kind].description}
              checked={query.data[kind] !== false}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [kind]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      )}
    </SectionFrame>
  );
}
