import { z } from 'zod';
import { defineEndpoint } from '../api/contract.ts';

export const healthDtoSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptime_seconds: z.number().int().nonnegative(),
});

/** GET /api/health (public): 200 when the database answers, else 503 with status 'degraded'. */
export const healthContract = {
  health: defineEndpoint({ method: 'GET', path: '/health', access: 'public', response: healthDtoSchema }),
};
