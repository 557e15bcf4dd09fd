import { defineFieldMap } from '../../common/field-map.ts';
import type { ActivationCode } from './activation-code.entity.ts';

/**
 * An activation code's editable columns as the API names them: create, update, the DTO and the
 * audit trail read this one list (store and company are set by the server, beside it).
 */
export const activationCodeFields = defineFieldMap<ActivationCode>()({
  operator: 'operator',
  agent_code: 'agentCode',
  dealer_code: 'dealerCode',
  activation_code: 'activationCode',
  is_active: 'isActive',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  notes: 'notes',
});
