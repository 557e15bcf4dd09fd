import type { ConsentEvent, ConsentKind } from './responses.ts';

/** What each consent is about, as the detail and the right-of-access export name it. */
export const CONSENT_LABELS: Readonly<Record<ConsentKind, string>> = {
  privacy: 'Trattamento dati (privacy)',
  marketing: 'Comunicazioni commerciali (marketing)',
  profiling: 'Profilazione',
};

/** The short name of a consent: the detail's badges ('Marketing: sì'), and in lower case its history ('Consenso marketing revocato'). */
export const CONSENT_SHORT_LABELS: Readonly<Record<ConsentKind, string>> = { privacy: 'Privacy', marketing: 'Marketing', profiling: 'Profilazione' };

export type ConsentChoice = 'Dato' | 'Non dato' | 'Revocato';

/**
 * What each event of a consents history (newest first) records: a consent given, or withdrawn — but
 * a consent's first event, written when the customer was registered, records a refusal as 'Non dato':
 * nothing was ever given, so nothing was revoked.
 */
export function consentChoices(history: readonly Pick<ConsentEvent, 'consent' | 'granted'>[]): ConsentChoice[] {
  const seen = new Set<ConsentKind>();
  const choices: ConsentChoice[] = [];
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const event = history[index] as Pick<ConsentEvent, 'consent' | 'granted'>;
    choices[index] = event.granted ? 'Dato' : seen.has(event.consent) ? 'Revocato' : 'Non dato';
    seen.add(event.consent);
  }
  return choices;
}
