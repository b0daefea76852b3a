import type { Operation } from './collect';

/**
 * The schema's operations with no isolation case, in one place, each with the reason. An operation
 * belongs here only when it reads or changes no workspace's data, or when what it must keep from
 * another workspace cannot be put as a case (it is public, or account-wide) and a dedicated test of
 * tenant-isolation.e2e-spec.ts covers it. Everything else needs a case beside its module.
 */
export const ISOLATION_EXEMPT: Readonly<Partial<Record<Operation, string>>> = {
  // The account itself: who is signed in, sessions, sign-in, password and address.
  'Query.me':
    'the caller\'s own account; "should show no workspace and no role in me when A is signed in on B"',
  'Mutation.signUp': 'creates an account, in no workspace',
  'Mutation.logIn':
    'signs an account in; "should be FORBIDDEN and set no session when A\'s manager logs in on B"',
  'Mutation.logOut': "ends the caller's own session",
  'Mutation.redeemSignInLink': "turns the caller's own sign-in link into a session",
  'Mutation.unlockAccount': "unlocks the account named by the caller's own unlock link",
  'Mutation.requestPasswordReset': 'mails a reset link to an address; answers alike for any address',
  'Mutation.resetPassword': "sets the password of the account named by the caller's own reset link",
  'Mutation.singleLogout': "ends the caller's own session (and asks the workspace's own IdP to end its own)",
  'Mutation.requestMagicLink': 'mails a sign-in link to an address; answers alike for any address',
  'Mutation.signInWithMagicLink':
    "signs in the account named by the caller's own magic link; the host's SSO rule and membership apply as at logIn",
  'Query.mySessions': "the caller's own sessions",
  'Mutation.endSession': "ends one of the caller's own sessions (NOT_FOUND for any other)",
  'Mutation.endOtherSessions': "ends the caller's own other sessions",
  'Mutation.confirmEmail': "confirms the caller's own address",
  'Mutation.sendConfirmationEmail': "mails the caller's own address",
  'Mutation.updateAccount': "the caller's own name and theme",
  'Mutation.changePassword': "the caller's own password",
  'Mutation.requestEmailChange': "the caller's own address",
  'Mutation.confirmEmailChange': "the caller's own address",
  'Subscription.accountChanged': "the caller's own account's changes (its workspaces and invitations)",
  // The account's workspaces: which it belongs to, may join, or makes.
  'Query.accountLookup':
    'the account\'s own workspaces; "should list only A in accountLookup when A asks on B"',
  'Mutation.createWorkspace': "makes a new workspace of the caller's own",
  'Mutation.sendWorkspaceList':
    'mails an address the list of its own workspaces; answers alike for any address',
  'Mutation.acceptInvite':
    'joins the workspace of the invite\'s token whatever the host; "an invite of another workspace" tests',
  'Mutation.joinWorkspace':
    'joins a workspace the account is invited to or whose domain it has; "should refuse A a sign-in link to B and joining B"',
  'Mutation.workspaceSignInLink':
    'a sign-in link to a workspace of the caller\'s own account; "should refuse A a sign-in link to B and joining B"',
  // The account's inbox of invitations to other workspaces (control schema, not a workspace's).
  'Query.accountNotificationInbox':
    'the account\'s own invitations; "should answer NOT_FOUND when any member of A marks an account notification of B\'s invitee read..."',
  'Mutation.markAccountNotificationRead':
    'the account\'s own invitations; "should answer NOT_FOUND when any member of A marks an account notification of B\'s invitee read..."',
  // Public pages: anyone holding B's link may open it on B's host, by design.
  'Query.sharedInsight':
    'public to whoever holds the share token; "B\'s public share token and embeds" tests',
  'Query.sharedNote': 'public to whoever holds the share token; "B\'s public share token and embeds" tests',
  'Query.sharedHighlight':
    'public to whoever holds the share token; "B\'s public share token and embeds" tests',
  'Query.embeddedReel':
    "public on its own workspace's host; \"should not embed B's reels, nor stream B's clip, on A's host, whoever asks\"",
  'Query.embeddedNoteFileReel':
    "public on its own workspace's host; \"should not embed B's reels, nor stream B's clip, on A's host, whoever asks\"",
  'Query.embeddedTagReel':
    "public on its own workspace's host; \"should not embed B's reels, nor stream B's clip, on A's host, whoever asks\"",
  'Query.embeddedHighlight':
    "public on its own workspace's host; \"should not embed B's highlight on A's host\"",
};
