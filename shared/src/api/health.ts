import type { z } from 'zod';
import type { healthDtoSchema } from '../health/contract.ts';

/** GET /api/health. */
export type HealthDto = z.infer<typeof healthDtoSchema>;
