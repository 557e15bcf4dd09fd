import { ROLE_LABELS, type Role } from '@banco/shared';
import type { MailMessage } from './outbox.ts';

interface Recipient {
  email: string;
  firstName: string;
  companyId: number | null;
}

const signature = '\n\n— Banco, il gestionale del tuo negozio';

/** To a new user whose administrator asked for it (Nuovo Utente → 'Invia email di benvenuto'). */
export function welcomeMail(user: Recipient & { role: Role }, createdBy: string): MailMessage {
  return {
    companyId: user.companyId,
    kind: 'welcome',
    to: user.email,
    subject: 'Benvenuto in Banco',
    text:
      `Ciao ${user.firstName},\n\n${createdBy} ha creato il tuo account Banco con il ruolo ${ROLE_LABELS[user.role]}.\n` +
      `Accedi con questo indirizzo email (${user.email}) e la password che ti ha comunicato: ` +
      'al primo accesso puoi cambiarla da Impostazioni → Profilo.' +
      signature,
  };
}

/** To a user whose password an administrator has just set: every session of the user has ended. */
export function passwordResetMail(user: Recipient, changedBy: string): MailMessage {
  return {
    companyId: user.companyId,
    kind: 'password_reset',
    to: user.email,
    subject: 'La tua password di Banco è stata reimpostata',
    text:
      `Ciao ${user.firstName},\n\n${changedBy} ha impostato una nuova password per il tuo account Banco: ` +
      'le sessioni aperte sono state chiuse. Chiedi a lui la nuova password.\n' +
      'Se non te lo aspettavi, contatta subito il tuo amministratore.' +
      signature,
  };
}

/** To a user who changed the password from the profile: the change is confirmed, other sessions ended. */
export function passwordChangedMail(user: Recipient): MailMessage {
  return {
    companyId: user.companyId,
    kind: 'password_changed',
    to: user.email,
    subject: 'Password di Banco modificata',
    text:
      `Ciao ${user.firstName},\n\nla password del tuo account Banco è stata modificata e le altre sessioni sono state chiuse.\n` +
      'Se non sei stato tu, contatta subito il tuo amministratore.' +
      signature,
  };
}
