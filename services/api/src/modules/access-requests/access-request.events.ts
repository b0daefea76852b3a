/** Bus subjects of access requests: asked (or asked again), approved, denied. */
export const ACCESS_REQUEST_EVENTS = {
  requested: 'access_request.requested',
  approved: 'access_request.approved',
  denied: 'access_request.denied',
} as const;
