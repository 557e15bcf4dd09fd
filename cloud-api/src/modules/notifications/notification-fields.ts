import { defineFieldMap } from '../../common/field-map.ts';
import type { Notification } from './notification.entity.ts';

/**
 * A notification's own columns as the API names them: notify() creates from this list and the DTO
 * reads it (recipient and company are set beside it; read_at and created_at are timestamps the DTO
 * formats). Preferences are one JSON column of the user, not fields.
 */
export const notificationFields = defineFieldMap<Notification>()({
  kind: 'kind',
  title: 'title',
  message: 'message',
  link: 'link',
});
