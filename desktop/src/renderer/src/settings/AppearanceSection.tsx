import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DENSITIES, DENSITY_LABELS, THEME_LABELS, THEMES, type Appearance } from '@banco/shared';
import { userMessage } from '../api/errors.ts';
import { sessionStore } from '../app/services.ts';
import { ErrorBanner, LoadError, SuccessBanner } from '../components/Banners.tsx';
import { useSuccessBanner } from '../components/use-success-banner.ts';
import { useCurrentUser } from '../session/use-session.ts';
import { appearanceApi, appearanceKeys } from './appearance-api.ts';
import { settingsKeys } from './settings-api.ts';
import { SectionFrame, SectionLoader } from './SettingsParts.tsx';

const SAVE_FAILED = 'Errore nel salvataggio dell\'aspetto';
const THEME_OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value] }));
const DENSITY_OPTIONS = DENSITIES.map((value) => ({ value, label: DENSITY_LABELS[value] }));

/** Impostazioni → Aspetto: theme and density of the interface, saved on the user and applied at once. */
export function AppearanceSection() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const key = appearanceKeys.mine(user.id);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => appearanceApi.show(signal) });
  const [success, showSuccess] = useSuccessBanner();
  const [error, setError] = useState<string | null>(null);

  const apply = (appearance: Appearance) => {
    queryClient.setQueryData(key, appearance);
    const current = sessionStore.getState().user;
    if (current) sessionStore.getState().setUser({ ...current, theme_preference: appearance.theme_preference });
    // the profile form shows the theme too
    void queryClient.invalidateQueries({ queryKey: settingsKeys.profile });
  };
  // the choice shows at once; a refused save puts it back
  const save = useMutation({
    mutationFn: (next: Appearance) => appearanceApi.update(next),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<Appearance>(key);
      apply(next);
      return { previous };
    },
    onSuccess: (saved) => {
      apply(saved);
      setError(null);
      showSuccess('Aspetto aggiornato con successo');
    },
    onError: (failure, _next, context) => {
      if (context?.previous) apply(context.previous);
      setError(userMessage(failure, SAVE_FAILED));
    },
  });

  return (
    <SectionFrame title="Aspetto" description="Tema e densità dell'interfaccia: valgono per il tuo account, su ogni dispositivo.">
      <SuccessBanner message={success} testId="settings-success" />
      <ErrorBanner message={error} testId="settings-error" />
      {query.isPending ? (
        <SectionLoader />
      ) : query.isError ? (
        <LoadError message={userMessage(query.error, 'Errore nel caricamento dell\'aspetto')} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="lg">
          <Input.Wrapper label="Tema" description="Sistema segue il tema chiaro o scuro del computer.">
            <SegmentedControl
              mt={6}
              aria-label="Tema"
              data={THEME_OPTIONS}
              value={query.data.theme_preference}
              disabled={save.isPending}
              onChange={(value) => save.mutate({ ...query.data, theme_preference: value as Appearance['theme_preference'] })}
            />
          </Input.Wrapper>
          <Input.Wrapper label="Densità" description="Compatta mostra più righe per schermata, con spazi e testi più piccoli.">
            <SegmentedControl
              mt={6}
              aria-label="Densità"
              data={DENSITY_OPTIONS}
              value={query.data.density}
              disabled={save.isPending}
              onChange={(value) => save.mutate({ ...query.data, density: value as Appearance['density'] })}
            />
          </Input.Wrapper>
        </Stack>
      )}
    </SectionFrame>
  );
}
