import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { DEFAULT_THEME } from '@banco/shared';
import { useSession } from '../session/use-session.ts';

/**
 * Applies the signed-in user's theme_preference (light, dark, auto: the system's) to Mantine's
 * color scheme; the login screen keeps the default theme. Saving the profile updates the session
 * user, and with it the theme.
 */
export function ThemePreferenceSync() {
  const preference = useSession((state) => (state.isAuthenticated ? state.user?.theme_preference : undefined) ?? DEFAULT_THEME);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    setColorScheme(preference);
  }, [preference, setColorScheme]);
  return null;
}
