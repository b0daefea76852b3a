import { Module } from '@nestjs/common';
import { AccountSettingsResolver } from './account-settings.resolver';
import { AuthResolver } from './auth.resolver';
import { EmailConfirmationResolver } from './email-confirmation.resolver';
import { SignInLinkResolver } from './sign-in-link.resolver';
import { UnlockResolver } from './unlock.resolver';

/** Signing in and out, e-mail confirmation, unlocking, sign-in links and account settings. */
@Module({
  providers: [
    AuthResolver,
    EmailConfirmationResolver,
    UnlockResolver,
    SignInLinkResolver,
    AccountSettingsResolver,
  ],
})
export class AuthModule {}
