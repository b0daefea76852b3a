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
  publishInsight: TokenScope.TOKEN_ALLOWED,
  unpublishInsight: TokenScope.TOKEN_ALLOWED,
  lockInsight: TokenScope.TOKEN_ALLOWED,
  unlockInsight: TokenScope.TOKEN_ALLOWED,
  deleteInsight: TokenScope.TOKEN_ALLOWED,
  restoreInsight: TokenScope.TOKEN_ALLOWED,
  deleteInsightForever: TokenScope.SESSION_ONLY,
  createShareLink: TokenScope.SESSION_ONLY,
  // Revoking only ever takes access away: a script may clean up links.
  revokeShareLink: TokenScope.TOKEN_ALLOWED,
  // Sessions and sign-in: a token must never become a session.
  logIn: TokenScope.SESSION_ONLY,
  logOut: TokenScope.SESSION_ONLY,
  signUp: TokenScope.SESSION_ONLY,
  workspaceSignInLink: TokenScope.SESSION_ONLY,
  redeemSignInLink: TokenScope.SESSION_ONLY,
  unlockAccount: TokenScope.SESSION_ONLY,
  // Credentials and e-mail ownership: no token mints or revokes tokens or confirms an address.
  confirmEmail: TokenScope.SESSION_ONLY,
  sendConfirmationEmail: TokenScope.SESSION_ONLY,
  createApiToken: TokenScope.SESSION_ONLY,
  revokeApiToken: TokenScope.SESSION_ONLY,
  // Access and roles: invites grant access, roles grant power.
  acceptInvite: TokenScope.SESSION_ONLY,
  inviteMember: TokenScope.SESSION_ONLY,
  joinWorkspace: TokenScope.SESSION_ONLY,
  changeMemberRole: TokenScope.SESSION_ONLY,
  // Account-level calls outside the token's workspace.
  createWorkspace: TokenScope.SESSION_ONLY,
  sendWorkspaceList: TokenScope.SESSION_ONLY,
};

/** Whether an API token may call this mutation (undeclared ones: no). */
export function tokenMayCall(mutationField: string): boolean {
  return MUTATION_TOKEN_SCOPE[mutationField] === TokenScope.TOKEN_ALLOWED;
}
