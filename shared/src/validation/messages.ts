/**
 * Italian messages shown by both the server (validation_errors, error) and the client.
 * Texts come verbatim from the spec where it gives them.
 */
export const MSG = {
  // Login (spec 1 §5)
  emailRequired: 'Email richiesta',
  emailInvalid: 'Email non valida',
  passwordRequired: 'Password richiesta',
  passwordMin6: 'Password deve essere di almeno 6 caratteri',
  loginFailed: 'Errore durante il login',
  // Profile / password (spec 1 §5, §9)
  firstNameRequired: 'Nome obbligatorio',
  lastNameRequired: 'Cognome obbligatorio',
  phoneInvalid: 'Formato telefono non valido',
  passwordMin8: 'Password deve essere di almeno 8 caratteri',
  currentPasswordRequired: 'Password attuale obbligatoria',
  currentPasswordWrong: 'La password attuale non è corretta',
  passwordsDoNotMatch: 'Le password non coincidono',
  // Company switch (spec 1 §5, §8)
  onlyEntrepreneursSwitch: 'Solo gli imprenditori possono cambiare azienda',
  companySwitchFailed: 'Errore nel cambio azienda. Riprova.',
  companyNotAvailable: 'Azienda non disponibile per questo utente',
  // Authentication and session (Banco)
  invalidCredentials: 'Credenziali non valide',
  userInactive: 'Utente disattivato. Contatta l\'amministratore.',
  companySuspended: 'L\'azienda è sospesa o cessata: accesso non consentito.',
  tooManyAttempts: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  tooManyRequests: 'Troppe richieste. Riprova tra poco.',
  unauthenticated: 'Autenticazione richiesta',
  sessionExpired: 'Sessione scaduta. Effettua di nuovo l\'accesso.',
  invalidRefreshToken: 'Token di aggiornamento non valido o scaduto',
  forbidden: 'Non hai i permessi per questa operazione',
  notFound: 'Risorsa non trovata',
  invalidJson: 'Il corpo della richiesta non è un JSON valido',
  payloadTooLarge: 'Il corpo della richiesta è troppo grande',
  validationFailed: 'Dati non validi',
  conflict: 'Conflitto con lo stato attuale dei dati',
  internalError: 'Si è verificato un errore interno. Riprova più tardi.',
  required: 'Campo obbligatorio',
  profileUpdated: 'Profilo aggiornato con successo',
  passwordChanged: 'Password aggiornata con successo',
  loggedOut: 'Logout effettuato',
  companySwitched: 'Azienda cambiata con successo',
  // Plan limits (server-enforced; {plan} and {max} are placeholders)
  planStoresLimit: 'Limite del piano {plan} raggiunto: al massimo {max} negozi. Passa a un piano superiore per aggiungerne altri.',
  planUsersLimit: 'Limite del piano {plan} raggiunto: al massimo {max} utenti. Passa a un piano superiore per aggiungerne altri.',
  // Transport (spec 1 §8) — client side, {path}/{status} are placeholders
  invalidJsonResponse: 'Invalid JSON response from {path}',
  httpStatus: 'HTTP {status}',
  apiRequestFailed: 'API request failed',
} as const;

/** Fills {placeholders} of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
