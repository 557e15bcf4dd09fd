import { UNLIMITED } from '@banco/shared';

/**
 * How full a plan limit is, 0–100 for the usage bar; null when there is no bar to draw
 * (unlimited, -1, or no plan). Above the limit (a plan changed to a smaller one) stays at 100.
 */
export function usagePercent(current: number, max: number | null): number | null {
  if (max === null || max === UNLIMITED) return null;
  if (max <= 0) return 100;
  return Math.min(100, Math.round((current / max) * 100));
}

/** The bar's colour: red at or beyond the limit, orange from 80%. */
export function usageColor(percent: number): string {
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'orange';
  return 'blue';
}
