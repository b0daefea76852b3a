/**
 * What an API token may do with a mutation: `TOKEN_ALLOWED` (work inside the token's own workspace)
 * or `SESSION_ONLY` (needs a signed-in browser session; a token caller gets FORBIDDEN).
 */
export enum TokenScope {
  TOKEN_ALLOWED = 'TOKEN_ALLOWED',
  SESSION_ONLY = 'SESSION_ONLY',
}

/**
 * The one declaration of what an API token may call: every mutation of the schema, one way or the
 * other. An API token works with the research data of its own workspace; it never mints sessions,
 * sign-in links or other tokens, never changes credentials, e-mail addresses or roles, and never
 * creates or accepts the invites that grant access. A mutation missing here is refused to tokens
 * (fail closed), the server refuses to start with it (token-scope.hook.ts), and
 * token-scope.spec.ts fails, so whoever adds a mutation has to decide.
 */
export const MUTATION_TOKEN_SCOPE: Readonly<Record<string, TokenScope>> = {
  // Stripe billing (issue 33): spending the workspace's money and the payment pages need a person.
  startCheckout: TokenScope.SESSION_ONLY,
  openBillingPortal: TokenScope.SESSION_ONLY,
  changeSubscription: TokenScope.SESSION_ONLY,
  setCancelAtPeriodEnd: TokenScope.SESSION_ONLY,
  changeAddOn: TokenScope.SESSION_ONLY,
  requestTrial: TokenScope.SESSION_ONLY,
  startTrial: TokenScope.SESSION_ONLY,
  // Research data inside the token's workspace.
  createNote: TokenScope.TOKEN_ALLOWED,
  createProject: TokenScope.TOKEN_ALLOWED,
  deleteNote: TokenScope.TOKEN_ALLOWED,
  updateNote: TokenScope.TOKEN_ALLOWED,
  // Tags and highlights (issue 8).
  createTag: TokenScope.TOKEN_ALLOWED,
  updateTag: TokenScope.TOKEN_ALLOWED,
  mergeTags: TokenScope.TOKEN_ALLOWED,
  deleteTag: TokenScope.TOKEN_ALLOWED,
  createHighlight: TokenScope.TOKEN_ALLOWED,
  deleteHighlight: TokenScope.TOKEN_ALLOWED,
  tagHighlight: TokenScope.TOKEN_ALLOWED,
  untagHighlight: TokenScope.TOKEN_ALLOWED,
  // Files and transcripts (issue 8). Importing a transcript and highlighting it is research work an
  // integration may do; deleting a file destroys its bytes for good (no trash), so a person must.
  importTranscript: TokenScope.TOKEN_ALLOWED,
  createTranscriptHighlight: TokenScope.TOKEN_ALLOWED,
  deleteFile: TokenScope.SESSION_ONLY,
  // Data retention (issue 36): a policy deletes research by age, so a person decides it.
  updateWorkspaceDataRetention: TokenScope.SESSION_ONLY,
  updateProjectDataRetention: TokenScope.SESSION_ONLY,
  // Project and note lifecycle (issue 8). Trash and restore are reversible, so tokens may do them;
  // deleting for good is irreversible and needs a person signed in.
  updateProject: TokenScope.TOKEN_ALLOWED,
  moveProject: TokenScope.TOKEN_ALLOWED,
  starProject: TokenScope.TOKEN_ALLOWED,
  unstarProject: TokenScope.TOKEN_ALLOWED,
  archiveProject: TokenScope.TOKEN_ALLOWED,
  unarchiveProject: TokenScope.TOKEN_ALLOWED,
  deleteProject: TokenScope.TOKEN_ALLOWED,
  restoreProject: TokenScope.TOKEN_ALLOWED,
  deleteProjectForever: TokenScope.SESSION_ONLY,
  duplicateNote: TokenScope.TOKEN_ALLOWED,
  moveNote: TokenScope.TOKEN_ALLOWED,
  restoreNote: TokenScope.TOKEN_ALLOWED,
  deleteNoteForever: TokenScope.SESSION_ONLY,
  // Tag boards and folders (issue 8): arranging research data inside the token's workspace.
  // Project views (spec 000 §2, §3): arranging a project's research, as tag boards do.
  createProjectView: TokenScope.TOKEN_ALLOWED,
  updateProjectView: TokenScope.TOKEN_ALLOWED,
  deleteProjectView: TokenScope.TOKEN_ALLOWED,
  reorderProjectView: TokenScope.TOKEN_ALLOWED,
  moveViewItem: TokenScope.TOKEN_ALLOWED,
  saveCanvasObjects: TokenScope.TOKEN_ALLOWED,
  createTagBoard: TokenScope.TOKEN_ALLOWED,
  updateTagBoard: TokenScope.TOKEN_ALLOWED,
  deleteTagBoard: TokenScope.TOKEN_ALLOWED,
  createTagGroup: TokenScope.TOKEN_ALLOWED,
  updateTagGroup: TokenScope.TOKEN_ALLOWED,
  deleteTagGroup: TokenScope.TOKEN_ALLOWED,
  moveTagGroup: TokenScope.TOKEN_ALLOWED,
  moveTagOnBoard: TokenScope.TOKEN_ALLOWED,
  createFolder: TokenScope.TOKEN_ALLOWED,
  updateFolder: TokenScope.TOKEN_ALLOWED,
  moveFolder: TokenScope.TOKEN_ALLOWED,
  deleteFolder: TokenScope.TOKEN_ALLOWED,
  moveProjectToFolder: TokenScope.TOKEN_ALLOWED,
  // Insights and their share links (issue 8). Trash and restore are reversible, so tokens may do
  // them; deleting for good is irreversible and needs a person signed in. A share link makes an
  // insight public to anyone holding it: that is a person's decision, never a script's.
  createInsight: TokenScope.TOKEN_ALLOWED,
  updateInsight: TokenScope.TOKEN_ALLOWED,
  // Reels of insights (issue 35): arranging an insight's clips, research work as editing it is.
  createReel: TokenScope.TOKEN_ALLOWED,
  updateReel: TokenScope.TOKEN_ALLOWED,
  deleteReel: TokenScope.TOKEN_ALLOWED,
  publishInsight: TokenScope.TOKEN_ALLOWED,
  unpublishInsight: TokenScope.TOKEN_ALLOWED,
  lockInsight: TokenScope.TOKEN_ALLOWED,
  unlockInsight: TokenScope.TOKEN_ALLOWED,
  deleteInsight: TokenScope.TOKEN_ALLOWED,
  restoreInsight: TokenScope.TOKEN_ALLOWED,
  deleteInsightForever: TokenScope.SESSION_ONLY,
  createShareLink: TokenScope.SESSION_ONLY,
  createNoteShareLink: TokenScope.SESSION_ONLY,
  createHighlightShareLink: TokenScope.SESSION_ONLY,
  // Revoking only ever takes access away: a script may clean up links.
  revokeShareLink: TokenScope.TOKEN_ALLOWED,
  // Comments (issue 10): discussion of the token's workspace's research, as its owner; an
  // integration may post, answer and tidy threads.
  createComment: TokenScope.TOKEN_ALLOWED,
  updateComment: TokenScope.TOKEN_ALLOWED,
  deleteComment: TokenScope.TOKEN_ALLOWED,
  resolveComment: TokenScope.TOKEN_ALLOWED,
  reopenComment: TokenScope.TOKEN_ALLOWED,
  // A person's inbox and e-mail choices are theirs: no script marks them read or mutes their mail.
  markNotificationRead: TokenScope.SESSION_ONLY,
  markAllNotificationsRead: TokenScope.SESSION_ONLY,
  updateNotificationSettings: TokenScope.SESSION_ONLY,
  // Single sign-on (issue 32): how people sign in to the workspace is a manager's decision in person.
  saveSsoSettings: TokenScope.SESSION_ONLY,
  saveSamlSettings: TokenScope.SESSION_ONLY,
  startSamlSpKeyRotation: TokenScope.SESSION_ONLY,
  finishSamlSpKeyRotation: TokenScope.SESSION_ONLY,
  chooseSsoProtocol: TokenScope.SESSION_ONLY,
  // Sign-in rules of the workspace (issue 32): a person at /settings/security, never a script.
  saveSsoEnforcement: TokenScope.SESSION_ONLY,
  saveSessionLifetimes: TokenScope.SESSION_ONLY,
  saveIdpGroupRoles: TokenScope.SESSION_ONLY,
  // The account's own inbox (invitations to other workspaces): the person's, never a workspace's.
  markAccountNotificationRead: TokenScope.SESSION_ONLY,
  // Custom fields (issue 10). Filling values is research data an integration may write. Defining,
  // retyping and deleting fields or options can clear many values at once: a person decides.
  setCustomFieldValue: TokenScope.TOKEN_ALLOWED,
  clearCustomFieldValue: TokenScope.TOKEN_ALLOWED,
  createCustomField: TokenScope.TOKEN_ALLOWED,
  updateCustomField: TokenScope.TOKEN_ALLOWED,
  addCustomFieldOptions: TokenScope.TOKEN_ALLOWED,
  updateCustomFieldOption: TokenScope.TOKEN_ALLOWED,
  changeCustomFieldType: TokenScope.SESSION_ONLY,
  deleteCustomFieldOption: TokenScope.SESSION_ONLY,
  deleteCustomField: TokenScope.SESSION_ONLY,
  // Saved feeds (issue 9) are a person's own saved searches in their side navigation: a script has
  // no use for them and must not rearrange someone's navigation.
  createSavedFeed: TokenScope.SESSION_ONLY,
  renameSavedFeed: TokenScope.SESSION_ONLY,
  deleteSavedFeed: TokenScope.SESSION_ONLY,
  // Tag chart options (issue 9): how a project's tags are charted, like arranging tag boards.
  updateTagChart: TokenScope.TOKEN_ALLOWED,
  // Dashboards and charts (issue 9): analysis of the token's own workspace, so a script may build
  // and keep them current; deleting a whole dashboard with its charts is for good (no trash), so a
  // person signed in decides it (the web app asks for confirmation). One chart is cheap to redo.
  createDashboard: TokenScope.TOKEN_ALLOWED,
  updateDashboard: TokenScope.TOKEN_ALLOWED,
  deleteDashboard: TokenScope.SESSION_ONLY,
  createChart: TokenScope.TOKEN_ALLOWED,
  updateChart: TokenScope.TOKEN_ALLOWED,
  moveChart: TokenScope.TOKEN_ALLOWED,
  deleteChart: TokenScope.TOKEN_ALLOWED,
  // People (issue 10): contacts are research data inside the token's workspace; a CRM sync may
  // create, import, link and merge them. Deleting keeps the notes, so a script may clean up too.
  createPerson: TokenScope.TOKEN_ALLOWED,
  // Segments of people: grouping people is research work an integration may do (a CRM sync).
  createSegment: TokenScope.TOKEN_ALLOWED,
  renameSegment: TokenScope.TOKEN_ALLOWED,
  deleteSegment: TokenScope.TOKEN_ALLOWED,
  addPeopleToSegment: TokenScope.TOKEN_ALLOWED,
  removePeopleFromSegment: TokenScope.TOKEN_ALLOWED,
  updatePerson: TokenScope.TOKEN_ALLOWED,
  // Channels of continuous feedback: feeding a channel from another system is what a dataset of
  // source API is for, and grouping its data points in themes is research work a script may do.
  // Deleting a channel or dataset removes only what was imported, which a script can import again.
  createChannel: TokenScope.TOKEN_ALLOWED,
  updateChannel: TokenScope.TOKEN_ALLOWED,
  deleteChannel: TokenScope.TOKEN_ALLOWED,
  importChannelDatapoints: TokenScope.TOKEN_ALLOWED,
  // Bulk import (issue 36): an integration may load a file it uploaded (POST /bulk-imports) into notes.
  startBulkImport: TokenScope.TOKEN_ALLOWED,
  // AI (issue 34): a script may summarise notes and set a project's defaults; turning the workspace's
  // generative AI on or off is a manager's decision made in a browser session.
  generateNoteSummary: TokenScope.TOKEN_ALLOWED,
  startNoteSummary: TokenScope.TOKEN_ALLOWED,
  generateInsightSummary: TokenScope.TOKEN_ALLOWED,
  startInsightSummary: TokenScope.TOKEN_ALLOWED,
  startHighlightThemes: TokenScope.TOKEN_ALLOWED,
  startChannelThemeSuggestions: TokenScope.TOKEN_ALLOWED,
  cancelThemeJob: TokenScope.TOKEN_ALLOWED,
  startNoteTranslation: TokenScope.TOKEN_ALLOWED,
  cancelNoteTranslation: TokenScope.TOKEN_ALLOWED,
  draftThemeInsight: TokenScope.TOKEN_ALLOWED,
  updateInsightSummary: TokenScope.TOKEN_ALLOWED,
  cancelNoteSummaryJob: TokenScope.TOKEN_ALLOWED,
  // Ask reads what the token's member can read and records the answer in the AI audit trail.
  ask: TokenScope.TOKEN_ALLOWED,
  // Chat is Ask in turns, in the token's member's own conversations: a script may hold one. Renaming
  // and deleting rearrange a person's own history, as saved feeds are theirs: a person decides.
  createConversation: TokenScope.TOKEN_ALLOWED,
  sendChatMessage: TokenScope.TOKEN_ALLOWED,
  renameConversation: TokenScope.SESSION_ONLY,
  deleteConversation: TokenScope.SESSION_ONLY,
  // Themes read what the token's member can read (recorded in the AI audit trail); accepting one
  // creates a tag and tags highlights, which a token may do one by one anyway.
  highlightThemes: TokenScope.TOKEN_ALLOWED,
  acceptTheme: TokenScope.TOKEN_ALLOWED,
  updateAiAutoFeature: TokenScope.SESSION_ONLY,
  suggestHighlights: TokenScope.TOKEN_ALLOWED,
  reviewHighlightSuggestion: TokenScope.TOKEN_ALLOWED,
  reviewRedactionSuggestion: TokenScope.TOKEN_ALLOWED,
  acceptAllHighlightSuggestions: TokenScope.TOKEN_ALLOWED,
  updateNoteSummary: TokenScope.TOKEN_ALLOWED,
  updateProjectAiDefaults: TokenScope.TOKEN_ALLOWED,
  updateAiSettings: TokenScope.SESSION_ONLY,
  // The workspace's AI model region (allowChooseAiRegion): a manager's choice, in a session.
  updateAiRegion: TokenScope.SESSION_ONLY,
  // Transcription (issue 34): an integration may transcribe its recordings; the workspace's
  // provider and language are a manager's, in a session.
  startTranscription: TokenScope.TOKEN_ALLOWED,
  cancelTranscription: TokenScope.TOKEN_ALLOWED,
  updateProjectTranscriptionSettings: TokenScope.TOKEN_ALLOWED,
  updateTranscriptionSettings: TokenScope.SESSION_ONLY,
  // Project export and import (issue 36): an integration may back a project up and restore it.
  startProjectExport: TokenScope.TOKEN_ALLOWED,
  deleteChannelDataset: TokenScope.TOKEN_ALLOWED,
  deleteChannelDatapoints: TokenScope.TOKEN_ALLOWED,
  createChannelTheme: TokenScope.TOKEN_ALLOWED,
  updateChannelTheme: TokenScope.TOKEN_ALLOWED,
  deleteChannelTheme: TokenScope.TOKEN_ALLOWED,
  createChannelTopic: TokenScope.TOKEN_ALLOWED,
  updateChannelTopic: TokenScope.TOKEN_ALLOWED,
  deleteChannelTopic: TokenScope.TOKEN_ALLOWED,
  addDatapointsToTheme: TokenScope.TOKEN_ALLOWED,
  removeDatapointsFromTheme: TokenScope.TOKEN_ALLOWED,
  deletePerson: TokenScope.TOKEN_ALLOWED,
  mergePeople: TokenScope.TOKEN_ALLOWED,
  importPeople: TokenScope.TOKEN_ALLOWED,
  // Templates (issue 35): workspace content like tags and fields, so an integration may keep them
  // and make projects and insights from them.
  createInsightTemplate: TokenScope.TOKEN_ALLOWED,
  createProjectTemplate: TokenScope.TOKEN_ALLOWED,
  updateWorkspaceTemplate: TokenScope.TOKEN_ALLOWED,
  deleteWorkspaceTemplate: TokenScope.TOKEN_ALLOWED,
  createProjectFromTemplate: TokenScope.TOKEN_ALLOWED,
  createInsightFromTemplate: TokenScope.TOKEN_ALLOWED,
  // Onboarding answers (issue 35) are a person's own (their role, their team's size): not a token's.
  saveOnboarding: TokenScope.SESSION_ONLY,
  // Beta switches change the app for every member: a manager in person. Product feedback speaks for
  // a person. Extensions add tags and fields, workspace content an integration may keep (issue 35).
  setBetaFeature: TokenScope.SESSION_ONLY,
  sendProductFeedback: TokenScope.SESSION_ONLY,
  installExtension: TokenScope.TOKEN_ALLOWED,
  uninstallExtension: TokenScope.TOKEN_ALLOWED,
  linkPersonToNote: TokenScope.TOKEN_ALLOWED,
  unlinkPersonFromNote: TokenScope.TOKEN_ALLOWED,
  // Sessions and sign-in: a token must never become a session.
  logIn: TokenScope.SESSION_ONLY,
  logOut: TokenScope.SESSION_ONLY,
  signUp: TokenScope.SESSION_ONLY,
  workspaceSignInLink: TokenScope.SESSION_ONLY,
  redeemSignInLink: TokenScope.SESSION_ONLY,
  unlockAccount: TokenScope.SESSION_ONLY,
  // Password reset and sessions (issue 32): credentials and sign-ins are a person's.
  requestPasswordReset: TokenScope.SESSION_ONLY,
  resetPassword: TokenScope.SESSION_ONLY,
  requestMagicLink: TokenScope.SESSION_ONLY,
  singleLogout: TokenScope.SESSION_ONLY,
  signInWithMagicLink: TokenScope.SESSION_ONLY,
  endSession: TokenScope.SESSION_ONLY,
  endOtherSessions: TokenScope.SESSION_ONLY,
  endMemberSessions: TokenScope.SESSION_ONLY,
  // Credentials and e-mail ownership: no token mints or revokes tokens or confirms an address.
  confirmEmail: TokenScope.SESSION_ONLY,
  sendConfirmationEmail: TokenScope.SESSION_ONLY,
  createApiToken: TokenScope.SESSION_ONLY,
  revokeApiToken: TokenScope.SESSION_ONLY,
  // A SCIM token adds and removes members: only a signed-in manager may mint or revoke one.
  createScimToken: TokenScope.SESSION_ONLY,
  revokeScimToken: TokenScope.SESSION_ONLY,
  // Verified domains (issue 32) decide who may join and where SSO sends people: a manager in person.
  addWorkspaceDomain: TokenScope.SESSION_ONLY,
  verifyWorkspaceDomain: TokenScope.SESSION_ONLY,
  removeWorkspaceDomain: TokenScope.SESSION_ONLY,
  // Access and roles: invites grant access, roles grant power.
  acceptInvite: TokenScope.SESSION_ONLY,
  inviteMember: TokenScope.SESSION_ONLY,
  joinWorkspace: TokenScope.SESSION_ONLY,
  changeMemberRole: TokenScope.SESSION_ONLY,
  // Groups and project permission sets (issue 10) decide who sees what: a person's decision.
  createUserGroup: TokenScope.SESSION_ONLY,
  renameUserGroup: TokenScope.SESSION_ONLY,
  deleteUserGroup: TokenScope.SESSION_ONLY,
  addUserGroupMembers: TokenScope.SESSION_ONLY,
  removeUserGroupMembers: TokenScope.SESSION_ONLY,
  setProjectGeneralAccess: TokenScope.SESSION_ONLY,
  setProjectPermission: TokenScope.SESSION_ONLY,
  removeProjectPermission: TokenScope.SESSION_ONLY,
  // Access requests (spec 000 §6): asking speaks for a person and mails the project's managers;
  // approving gives access exactly as setProjectPermission does, and denying is the same decision
  // the other way, so all three are a signed-in person's, like the permission sets themselves.
  requestProjectAccess: TokenScope.SESSION_ONLY,
  approveAccessRequest: TokenScope.SESSION_ONLY,
  denyAccessRequest: TokenScope.SESSION_ONLY,
  removeMember: TokenScope.SESSION_ONLY,
  resendInvite: TokenScope.SESSION_ONLY,
  revokeInvite: TokenScope.SESSION_ONLY,
  // The account's own name, theme, password and address: a person's, in a session (issue 10).
  updateAccount: TokenScope.SESSION_ONLY,
  changePassword: TokenScope.SESSION_ONLY,
  requestEmailChange: TokenScope.SESSION_ONLY,
  confirmEmailChange: TokenScope.SESSION_ONLY,
  // Account-level calls outside the token's workspace.
  createWorkspace: TokenScope.SESSION_ONLY,
  sendWorkspaceList: TokenScope.SESSION_ONLY,
};

/** Whether an API token may call this mutation (undeclared ones: no). */
export function tokenMayCall(mutationField: string): boolean {
  return MUTATION_TOKEN_SCOPE[mutationField] === TokenScope.TOKEN_ALLOWED;
}
