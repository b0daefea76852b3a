import { Injectable } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import { AccountsService, type AuditActor } from '@fieldnote/control-plane';

/** Who an audit entry names as the actor of a request: the caller's account id and current name. */
@Injectable()
export class AuditActors {
  constructor(private readonly accounts: AccountsService) {}

  async of(scope: { accountId: string }): Promise<AuditActor> {
    const profile =
      this.accounts.cachedProfile(scope.accountId) ?? (await this.accounts.profile(scope.accountId));
    if (!profile) throw AppError.unauthenticated();
    return { id: profile.id, name: profile.name };
  }
}
