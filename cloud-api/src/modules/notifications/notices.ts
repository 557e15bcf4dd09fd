import type { RevokeReason } from '../auth/sessions.ts';
import type { NotificationMessage } from './notify.ts';

/** The texts of the notifications, one place. */

const ACCOUNT_CHANGES: Partial<Record<RevokeReason, string>> = {
  password_reset: 'ha impostato una nuova password',
  role_changed: 'ha cambiato il tuo ruolo',
};

/** To a user whose administrator changed the password or the role (the sessions were closed). */
export function accountChangedNotice(companyId: number, reasons: readonly RevokeReason[], by: string): NotificationMessage {
  const what = reasons.map((reason) => ACCOUNT_CHANGES[reason]).filter((text): text is string => text !== undefined);
  return {
    companyId,
    kind: 'account',
    title: 'Il tuo account è stato modificato',
    message: `${by} ${what.join(' e ')}: le sessioni aperte sono state chiuse.`,
    link: '/settings/profile',
  };
}

/** To the superadmins: a mail that every retry failed to deliver. */
export function mailFailedNotice(companyId: number | null, to: string, subject: string): NotificationMessage {
  return {
    companyId,
    kind: 'mail',
    title: 'Email non recapitata',
    message: `L'email «${subject}» per ${to} non è stata recapitata dopo tutti i tentativi.`,
    link: '/settings/system',
  };
}

/** To the superadmins: a company asks for another plan. */
export function planChangeRequestedNotice(companyId: number, company: string, from: string | null, to: string, note: string | null): NotificationMessage {
  return {
    companyId,
    kind: 'plan',
    title: 'Richiesta di cambio piano',
    message: `${company} chiede di passare ${from ? `da ${from} ` : ''}a ${to}.${note ? ` Nota: «${note}»` : ''}`,
    // the superadmin changes the plan from Aziende (the company's edit wizard)
    link: '/companies',
  };
}
