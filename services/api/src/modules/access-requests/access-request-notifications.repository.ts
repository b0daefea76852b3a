import { Injectable } from '@nestjs/common';
import { Notification } from '@fieldnote/db';
import { EntityRows } from '../../common/entity-rows';

/** The in-app notifications access requests write (the notifications module reads them). */
@Injectable()
export class AccessRequestNotificationsRepository extends EntityRows<Notification> {
  constructor() {
    super(Notification);
  }
}
