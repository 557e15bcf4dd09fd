/** GET /api/health. */
export interface HealthDto {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  version: string;
  uptime_seconds: number;
}
