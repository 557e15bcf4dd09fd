import { assignPointsBodySchema, MSG, type AssignPointsBody } from '@banco/shared';

/**
 * 'Assegna Punti Manualmente' (spec 2 §5.2): both fields are needed ('Inserisci sia i punti che la
 * causale'), the points a positive whole number ('Inserisci un numero valido di punti'); the rest is
 * the shared request schema. Answers the body to send, or the message to show.
 */
export function assignPointsInput(pointsText: string, reason: string): { body: AssignPointsBody } | { error: string } {
  if (pointsText.trim() === '' || reason.trim() === '') return { error: MSG.pointsAndReasonRequired };
  const points = /^\d+$/.test(pointsText.trim()) ? Number(pointsText.trim()) : Number.NaN;
  const parsed = assignPointsBodySchema.safeParse({ points, reason });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? MSG.pointsInvalid };
  return { body: { points: parsed.data.points, reason: parsed.data.reason } };
}
