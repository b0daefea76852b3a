import { z } from 'zod';
import { Permission } from '../rules/project-permissions';
import { defineEvent } from './define-event';
import { uuid } from './event-fields';

const request = { accessRequestId: uuid, projectId: uuid, requesterId: uuid };
const decision = { ...request, requested: z.enum(Permission), permission: z.enum(Permission).optional() };

/** Access requests to private projects: asked (or asked again), approved, denied. */
export const ACCESS_REQUEST_EVENTS = {
  requested: defineEvent({
    subject: 'access_request.requested',
    version: 1,
    description: 'A member asked for access to a project (`refreshed`: asked again while pending).',
    payload: { ...request, permission: z.enum(Permission), refreshed: z.boolean() },
  }),
  approved: defineEvent({
    subject: 'access_request.approved',
    version: 1,
    description: 'An access request was approved, with the permission granted.',
    payload: decision,
  }),
  denied: defineEvent({
    subject: 'access_request.denied',
    version: 1,
    description: 'An access request was denied.',
    payload: decision,
  }),
} as const;
