import { z } from 'zod';
import { THEMES } from '../api/auth.ts';
import { defineEndpoint } from '../api/contract.ts';

/**
 * Impostazioni → Aspetto: the user's own theme and density, kept on the user server-side and
 * applied by the renderer at once (ThemePreferenceSync). Everyone has this section.
 */
export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = 'comfortable';

export const THEME_LABELS: Readonly<Record<(typeof THEMES)[number], string>> = {
  light: 'Chiaro',
  dark: 'Scuro',
  auto: 'Sistema',
};
export const DENSITY_LABELS: Readonly<Record<Density, string>> = {
  comfortable: 'Comoda',
  compact: 'Compatta',
};

export const APPEARANCE_MSG = {
  themeInvalid: 'Tema non valido: scegli chiaro, scuro o sistema',
  densityInvalid: 'Densità non valida: scegli comoda o compatta',
  saved: 'Aspetto aggiornato con successo',
} as const;

export const appearanceSchema = z.object({
  theme_preference: z.enum(THEMES),
  density: z.enum(DENSITIES),
});
export type Appearance = z.infer<typeof appearanceSchema>;

export const appearanceBodySchema = z.object({
  theme_preference: z.enum(THEMES, { error: APPEARANCE_MSG.themeInvalid }),
  density: z.enum(DENSITIES, { error: APPEARANCE_MSG.densityInvalid }),
});
export type AppearanceBody = z.input<typeof appearanceBodySchema>;

export const appearanceContract = {
  show: defineEndpoint({ method: 'GET', path: '/settings/appearance', access: 'authenticated', response: appearanceSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/settings/appearance',
    access: 'authenticated',
    body: appearanceBodySchema,
    response: appearanceSchema,
    message: APPEARANCE_MSG.saved,
  }),
};
