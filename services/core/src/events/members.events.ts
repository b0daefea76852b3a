import { z } from 'zod';
import { Role } from '../rules/roles';
import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** Membership changes, written by the control plane into the workspace's region. */
export const MEMBERSHIP_EVENTS = {
  joined: defineEvent({
    subject: 'member.joined',
    version: 1,
    description: 'An account joined the workspace (by invite, domain or creating it) with a role.',
    payload: { memberId: uuid, role: z.enum(Role) },
  }),
  roleChanged: defineEvent({
    subject: 'member.role_changed',
    version: 1,
    description: "A member's role changed.",
    payload: { memberId: uuid, oldRole: z.enum(Role), role: z.enum(Role) },
  }),
  removed: defineEvent({
    subject: 'member.removed',
    version: 1,
    description: 'A member was removed from the workspace (or left it).',
    payload: { memberId: uuid, role: z.enum(Role) },
  }),
} as const;
