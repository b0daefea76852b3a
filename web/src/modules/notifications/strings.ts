/** The role an access request asks for or gives, as a word (spec 000 §6: viewer or contributor). */
function roleWord(role: string | null | undefined): string {
  return role === 'VIEWER' ? 'viewer' : 'contributor';
}

/** Every string of the notifications feature, in one place. */
export const notificationStrings = {
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  inboxTitle: 'Notifications',
  markAllRead: 'Mark all as read',
  empty:
    'You are all caught up. Mentions, replies to your comments, published insights, access requests and invitations to other workspaces show up here.',
  what: {
    MENTION: (actor: string) => `${actor} mentioned you`,
    REPLY: (actor: string) => `${actor} replied to your comment`,
    INSIGHT_PUBLISHED: (actor: string) => `${actor} published an insight`,
    ACCESS_REQUESTED: (actor: string, role?: string | null) => `${actor} asked for ${roleWord(role)} access`,
    ACCESS_REQUEST_APPROVED: (actor: string, role?: string | null) =>
      `${actor} gave you ${roleWord(role)} access`,
    ACCESS_REQUEST_DENIED: (actor: string) => `${actor} declined your request for access to a project`,
    // The sentence itself (what, how much, when) is the item's excerpt, shown under it.
    DATA_RETENTION_WARNING: () => 'Data retention: a deletion is scheduled',
    // Billing notices to managers: the excerpt says what, how much, when and with which card.
    TRIAL_END: () => 'Billing: your trial ended',
    INVOICE_DUE: () => 'Billing: an invoice is due',
    PAYMENT_FAILED: () => 'Billing: a payment failed',
    RENEWAL: () => 'Billing: your subscription renews soon',
    TRIAL_STARTED: () => 'Billing: your trial has started',
    TRIAL_REMINDER: () => 'Billing: your trial ends soon',
    TRIAL_EXPIRED: () => 'Billing: your trial has ended',
    TRIAL_REQUESTED: () => 'Billing: a member asked for a free trial',
  },
  someone: 'Someone',
  accountHeading: 'For you, in other workspaces',
  invited: (inviter: string, workspace: string, role: string) =>
    `${inviter} invited you to ${workspace} as ${role.toLowerCase()}`,
  inviteStatus: {
    PENDING: 'Open the workspace list to join',
    ACCEPTED: 'Joined',
    EXPIRED: 'This invitation has expired: ask for a new one',
  },
  on: (title: string) => `on ${title}`,
  unread: 'Unread',
  settingsNav: 'Notifications',
  settingsTitle: 'Notifications',
  settingsLead: 'Choose which e-mails you get. The bell in the top bar always shows everything.',
  allComments: 'Mentions and replies',
  allCommentsHelp: 'An e-mail at once when someone @mentions you or replies to your comment.',
  insightsPublished: 'Published insights',
  insightsPublishedHelp: 'An e-mail at once when a teammate publishes an insight.',
  allChanges: 'Digest of everything else',
  allChangesHelp:
    'Access requests and their answers at once (a request lapses after 3 days); everything else in one e-mail per period listing the notifications you have not read and were not e-mailed about.',
  frequency: 'Digest frequency',
  frequencies: { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly' },
  saved: 'Notification settings saved',
} as const;
