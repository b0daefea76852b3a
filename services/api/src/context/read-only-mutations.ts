/**
 * Mutations a read-only workspace (a trial ended with no free plan after it, spec 001 §4 and issue
 * 33) still answers: paying and choosing a plan, a person's own account, sessions and inbox, and
 * taking access away (removing a member, revoking a token, link or invite). Every other mutation
 * writes the workspace's research or settings and is refused.
 */
export const READ_ONLY_ALLOWED_MUTATIONS: ReadonlySet<string> = new Set([
  'startCheckout',
  'openBillingPortal',
  'changeSubscription',
  'setCancelAtPeriodEnd',
  'markNotificationRead',
  'markAllNotificationsRead',
  'updateNotificationSettings',
  'markAccountNotificationRead',
  'logIn',
  'logOut',
  'signUp',
  'workspaceSignInLink',
  'redeemSignInLink',
  'unlockAccount',
  'requestPasswordReset',
  'resetPassword',
  'requestMagicLink',
  'singleLogout',
  'signInWithMagicLink',
  'endSession',
  'endOtherSessions',
  'endMemberSessions',
  'confirmEmail',
  'sendConfirmationEmail',
  'updateAccount',
  'changePassword',
  'requestEmailChange',
  'confirmEmailChange',
  'createWorkspace',
  'sendWorkspaceList',
  'acceptInvite',
  'joinWorkspace',
  'removeMember',
  'revokeInvite',
  'revokeApiToken',
  'revokeScimToken',
  'revokeShareLink',
  'saveOnboarding',
  // Reading data out is reading.
  'startProjectExport',
]);
