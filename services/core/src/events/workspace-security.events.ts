import { z } from 'zod';
import { defineEvent } from './define-event';
import { count, text, uuid } from './event-fields';

/** Sign-in rules of a workspace: SSO enforcement, break-glass managers, session lifetimes (issue 32). */
export const WORKSPACE_SECURITY_EVENTS = {
  settingsChanged: defineEvent({
    subject: 'workspace_security.settings_changed',
    version: 1,
    description:
      "A manager changed the workspace's SSO enforcement, break-glass managers or session lifetimes (spec 001 §3 organisation metadata idleLifetime, absoluteLifetime). endedSessions: password sessions ended by enforcement or sessions past the new lifetimes.",
    payload: {
      ssoEnforced: z.boolean(),
      idleLifetime: z.number().int().nullable(),
      absoluteLifetime: z.number().int().nullable(),
      breakGlassManagers: count,
      endedSessions: count,
    },
  }),
  breakGlassSignIn: defineEvent({
    subject: 'workspace_security.break_glass_sign_in',
    version: 1,
    description:
      'A break-glass manager signed in with a password while the workspace enforces single sign-on; the other managers are mailed.',
    payload: { accountId: uuid, email: text },
  }),
  groupRolesChanged: defineEvent({
    subject: 'workspace_security.group_roles_changed',
    version: 1,
    description: 'A manager changed the mapping of identity provider groups to roles.',
    payload: { mappings: count },
  }),
} as const;
