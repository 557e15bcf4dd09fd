import { useMantineColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_DENSITY, DEFAULT_THEME, setDisplayTimeZone } from '@banco/shared';
import { queryClient } from '../app/services.ts';
import { useSession } from '../session/use-session.ts';
import { appearanceApi, appearanceKeys } from './appearance-api.ts';

/**
 * Applies the signed-in user's appearance: theme_preference (light, dark, auto: the system's) to
 * Mantine's color scheme, the density as `data-density` on <html> (settings.css scales the
 * rem-based sizes), and the time zone moments are shown in (Profilo → Fuso orario). The login screen
 * keeps the defaults. Saving the profile or Impostazioni → Aspetto updates the session user and the
 * appearance query, and with them the screen at once.
 */
export function ThemePreferenceSync() {
  const userId = useSession((state) => (state.isAuthenticated ? state.user?.id : undefined));
  const preference = useSession((state) => (state.isAuthenticated ? state.user?.theme_preference : undefined) ?? DEFAULT_THEME);
  // outside the app's QueryClientProvider (it wraps the router): the client is passed in
  const appearance = useQuery(
    {
      queryKey: appearanceKeys.mine(userId ?? 0),
      queryFn: ({ signal }) => appearanceApi.show(signal),
      enabled: userId !== undefined,
    },
    queryClient,
  );
  const density = (userId !== undefined ? appearance.data?.density : undefined) ?? DEFAULT_DENSITY;
  const timeZone = useSession((state) => (state.isAuthenticated ? state.user?.timezone : undefined));
  // while rendering, before the screens after it in this same render format their moments
  setDisplayTimeZone(timeZone);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    setColorScheme(preference);
  }, [preference, setColorScheme]);
  useEffect(() => {
    document.documentElement.dataset.density = density;
  }, [density]);
  return null;
}
