const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** '900', '900s', '15m', '12h', '30d' → seconds; null when malformed or not positive. */
export function parseDurationSeconds(value: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = UNIT_SECONDS[(match[2] ?? '').toLowerCase() || 's'] ?? 1;
  const seconds = amount * unit;
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}
