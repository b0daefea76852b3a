import { Module } from '@nestjs/common';
import { AccountSettingsResolver } from './account-settings.resolver';
import { AuthResolver } from './auth.resolver';
import { EmailConfirmationResolver } from './email-confirmation.resolver';
import { SignInLinkResolver } from './sign-in-link.resolver';
import { UnlockResolver } from './unlock.resolver';
import { PasswordResetResolver } from './password-reset.resolver';
import { MagicLinkResolver } from './magic-link.resolver';
import { SessionsResolver } from './sessions.resolver';
import { PasswordSessions } from './password-sessions.service';

/** Signing in and out, e-mail confirmation, unlocking, password reset, magic and sign-in links, sessions and account settings. */
@Module({
  providers: [
    PasswordSessions,
    AuthResolver,
    EmailConfirmationResolver,
    UnlockResolver,
    SignInLinkResolver,
    AccountSettingsResolver,
    PasswordResetResolver,
    MagicLinkResolver,
    SessionsResolver,
  ],
})
export class AuthModule {}
