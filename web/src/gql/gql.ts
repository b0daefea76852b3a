/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n": typeof types.WorkspaceFieldsFragmentDoc,
    "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n  }\n": typeof types.AccountFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    account {\n      ...AccountFields\n    }\n    workspaces {\n      ...WorkspaceFields\n    }\n  }\n": typeof types.AuthPayloadFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      account {\n        ...AccountFields\n      }\n      role\n      workspace {\n        ...WorkspaceFields\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.LogInDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": typeof types.LogOutDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n": typeof types.CreateWorkspaceDocument,
    "\n  mutation SendWorkspaceList($email: String!) {\n    sendWorkspaceList(email: $email)\n  }\n": typeof types.SendWorkspaceListDocument,
    "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n": typeof types.AcceptInviteDocument,
    "\n  query AccountWorkspaces {\n    accountLookup {\n      currentTeams {\n        ...WorkspaceFields\n      }\n      availableTeams {\n        type\n        inviteId\n        invitedBy\n        workspace {\n          ...WorkspaceFields\n        }\n      }\n    }\n  }\n": typeof types.AccountWorkspacesDocument,
    "\n  mutation JoinWorkspace($teamId: ID!) {\n    joinWorkspace(teamId: $teamId) {\n      ...WorkspaceFields\n    }\n  }\n": typeof types.JoinWorkspaceDocument,
    "\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ...AccountFields\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation SendConfirmationEmail {\n    sendConfirmationEmail\n  }\n": typeof types.SendConfirmationEmailDocument,
    "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.UnlockAccountDocument,
    "\n  mutation WorkspaceSignInLink($teamId: ID!) {\n    workspaceSignInLink(teamId: $teamId)\n  }\n": typeof types.WorkspaceSignInLinkDocument,
    "\n  mutation RedeemSignInLink($token: String!) {\n    redeemSignInLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RedeemSignInLinkDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    startOffset\n    endOffset\n    text\n    detached\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n": typeof types.HighlightFieldsFragmentDoc,
    "\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n": typeof types.NoteLocationFieldsFragmentDoc,
    "\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n": typeof types.NoteDocument,
    "\n  mutation RenameNote($input: UpdateNoteInput!) {\n    updateNote(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.RenameNoteDocument,
    "\n  mutation DuplicateNote($id: ID!) {\n    duplicateNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": typeof types.DuplicateNoteDocument,
    "\n  mutation MoveNote($input: MoveNoteInput!) {\n    moveNote(input: $input) {\n      ...NoteLocationFields\n    }\n  }\n": typeof types.MoveNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation RestoreNote($id: ID!) {\n    restoreNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": typeof types.RestoreNoteDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteSummaryFields on Note {\n    id\n    shortId\n    title\n    createdAt\n    updatedAt\n  }\n": typeof types.NoteSummaryFieldsFragmentDoc,
    "\n  query Projects($archived: Boolean!) {\n    projects(archived: $archived) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation StarProject($id: ID!) {\n    starProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.StarProjectDocument,
    "\n  mutation UnstarProject($id: ID!) {\n    unstarProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UnstarProjectDocument,
    "\n  mutation ArchiveProject($id: ID!) {\n    archiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ArchiveProjectDocument,
    "\n  mutation UnarchiveProject($id: ID!) {\n    unarchiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UnarchiveProjectDocument,
    "\n  mutation RestoreProject($id: ID!) {\n    restoreProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.RestoreProjectDocument,
    "\n  mutation MoveProjectToTop($id: ID!) {\n    moveProject(input: { id: $id }) {\n      ...ProjectFields\n    }\n  }\n": typeof types.MoveProjectToTopDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteSummaryFields\n    }\n  }\n": typeof types.NotesDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteSummaryFields\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  query Insights($projectId: ID!) {\n    insights(projectId: $projectId) {\n      id\n      shortId\n      title\n      published\n      publishedAt\n      createdAt\n    }\n  }\n": typeof types.InsightsDocument,
    "\n  query Tags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n": typeof types.TagsDocument,
    "\n  query ProjectTitle($id: ID!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.ProjectTitleDocument,
    "\n  fragment MemberFields on Member {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query Members {\n    members {\n      ...MemberFields\n    }\n  }\n": typeof types.MembersDocument,
    "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...MemberFields\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      message\n      expiresAt\n      link\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        ...ApiTokenFields\n      }\n      token\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  fragment TagFields on Tag {\n    id\n    projectId\n    title\n    color\n    description\n    sentiment\n    highlightCount\n  }\n": typeof types.TagFieldsFragmentDoc,
    "\n  query TagList($projectId: ID) {\n    tags(projectId: $projectId) {\n      ...TagFields\n    }\n  }\n": typeof types.TagListDocument,
    "\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n": typeof types.TagPageDocument,
    "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation MergeTags($sourceId: ID!, $targetId: ID!) {\n    mergeTags(sourceId: $sourceId, targetId: $targetId) {\n      ...TagFields\n    }\n  }\n": typeof types.MergeTagsDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": typeof types.DeleteTagDocument,
    "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n": typeof types.CreateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n": typeof types.DeleteHighlightDocument,
    "\n  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {\n    tagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": typeof types.TagHighlightDocument,
    "\n  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {\n    untagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": typeof types.UntagHighlightDocument,
    "\n  query Trash($projectId: ID) {\n    trash(projectId: $projectId) {\n      id\n      kind\n      title\n      projectId\n      projectTitle\n      deletedAt\n      deletedBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TrashDocument,
    "\n  mutation RestoreProjectFromTrash($id: ID!) {\n    restoreProject(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreProjectFromTrashDocument,
    "\n  mutation RestoreNoteFromTrash($id: ID!) {\n    restoreNote(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreNoteFromTrashDocument,
    "\n  mutation DeleteProjectForever($id: ID!) {\n    deleteProjectForever(id: $id)\n  }\n": typeof types.DeleteProjectForeverDocument,
    "\n  mutation DeleteNoteForever($id: ID!) {\n    deleteNoteForever(id: $id)\n  }\n": typeof types.DeleteNoteForeverDocument,
    "\n  mutation RestoreInsightFromTrash($id: ID!) {\n    restoreInsight(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreInsightFromTrashDocument,
    "\n  mutation DeleteInsightForever($id: ID!) {\n    deleteInsightForever(id: $id)\n  }\n": typeof types.DeleteInsightForeverDocument,
};
const documents: Documents = {
    "\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n": types.WorkspaceFieldsFragmentDoc,
    "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n  }\n": types.AccountFieldsFragmentDoc,
    "\n  fragment AuthPayloadFields on AuthPayload {\n    account {\n      ...AccountFields\n    }\n    workspaces {\n      ...WorkspaceFields\n    }\n  }\n": types.AuthPayloadFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      account {\n        ...AccountFields\n      }\n      role\n      workspace {\n        ...WorkspaceFields\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.LogInDocument,
    "\n  mutation LogOut {\n    logOut\n  }\n": types.LogOutDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n": types.CreateWorkspaceDocument,
    "\n  mutation SendWorkspaceList($email: String!) {\n    sendWorkspaceList(email: $email)\n  }\n": types.SendWorkspaceListDocument,
    "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n": types.AcceptInviteDocument,
    "\n  query AccountWorkspaces {\n    accountLookup {\n      currentTeams {\n        ...WorkspaceFields\n      }\n      availableTeams {\n        type\n        inviteId\n        invitedBy\n        workspace {\n          ...WorkspaceFields\n        }\n      }\n    }\n  }\n": types.AccountWorkspacesDocument,
    "\n  mutation JoinWorkspace($teamId: ID!) {\n    joinWorkspace(teamId: $teamId) {\n      ...WorkspaceFields\n    }\n  }\n": types.JoinWorkspaceDocument,
    "\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ...AccountFields\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation SendConfirmationEmail {\n    sendConfirmationEmail\n  }\n": types.SendConfirmationEmailDocument,
    "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": types.UnlockAccountDocument,
    "\n  mutation WorkspaceSignInLink($teamId: ID!) {\n    workspaceSignInLink(teamId: $teamId)\n  }\n": types.WorkspaceSignInLinkDocument,
    "\n  mutation RedeemSignInLink($token: String!) {\n    redeemSignInLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RedeemSignInLinkDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    startOffset\n    endOffset\n    text\n    detached\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n": types.HighlightFieldsFragmentDoc,
    "\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n": types.NoteLocationFieldsFragmentDoc,
    "\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n": types.NoteDocument,
    "\n  mutation RenameNote($input: UpdateNoteInput!) {\n    updateNote(input: $input) {\n      id\n      title\n    }\n  }\n": types.RenameNoteDocument,
    "\n  mutation DuplicateNote($id: ID!) {\n    duplicateNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": types.DuplicateNoteDocument,
    "\n  mutation MoveNote($input: MoveNoteInput!) {\n    moveNote(input: $input) {\n      ...NoteLocationFields\n    }\n  }\n": types.MoveNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  mutation RestoreNote($id: ID!) {\n    restoreNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": types.RestoreNoteDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteSummaryFields on Note {\n    id\n    shortId\n    title\n    createdAt\n    updatedAt\n  }\n": types.NoteSummaryFieldsFragmentDoc,
    "\n  query Projects($archived: Boolean!) {\n    projects(archived: $archived) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation StarProject($id: ID!) {\n    starProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.StarProjectDocument,
    "\n  mutation UnstarProject($id: ID!) {\n    unstarProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.UnstarProjectDocument,
    "\n  mutation ArchiveProject($id: ID!) {\n    archiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ArchiveProjectDocument,
    "\n  mutation UnarchiveProject($id: ID!) {\n    unarchiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.UnarchiveProjectDocument,
    "\n  mutation RestoreProject($id: ID!) {\n    restoreProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.RestoreProjectDocument,
    "\n  mutation MoveProjectToTop($id: ID!) {\n    moveProject(input: { id: $id }) {\n      ...ProjectFields\n    }\n  }\n": types.MoveProjectToTopDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteSummaryFields\n    }\n  }\n": types.NotesDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteSummaryFields\n    }\n  }\n": types.CreateNoteDocument,
    "\n  query Insights($projectId: ID!) {\n    insights(projectId: $projectId) {\n      id\n      shortId\n      title\n      published\n      publishedAt\n      createdAt\n    }\n  }\n": types.InsightsDocument,
    "\n  query Tags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n": types.TagsDocument,
    "\n  query ProjectTitle($id: ID!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n": types.ProjectTitleDocument,
    "\n  fragment MemberFields on Member {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query Members {\n    members {\n      ...MemberFields\n    }\n  }\n": types.MembersDocument,
    "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...MemberFields\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      message\n      expiresAt\n      link\n    }\n  }\n": types.InviteMemberDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        ...ApiTokenFields\n      }\n      token\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  fragment TagFields on Tag {\n    id\n    projectId\n    title\n    color\n    description\n    sentiment\n    highlightCount\n  }\n": types.TagFieldsFragmentDoc,
    "\n  query TagList($projectId: ID) {\n    tags(projectId: $projectId) {\n      ...TagFields\n    }\n  }\n": types.TagListDocument,
    "\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n": types.TagPageDocument,
    "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      ...TagFields\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation MergeTags($sourceId: ID!, $targetId: ID!) {\n    mergeTags(sourceId: $sourceId, targetId: $targetId) {\n      ...TagFields\n    }\n  }\n": types.MergeTagsDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": types.DeleteTagDocument,
    "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n": types.CreateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n": types.DeleteHighlightDocument,
    "\n  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {\n    tagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": types.TagHighlightDocument,
    "\n  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {\n    untagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": types.UntagHighlightDocument,
    "\n  query Trash($projectId: ID) {\n    trash(projectId: $projectId) {\n      id\n      kind\n      title\n      projectId\n      projectTitle\n      deletedAt\n      deletedBy {\n        id\n        name\n      }\n    }\n  }\n": types.TrashDocument,
    "\n  mutation RestoreProjectFromTrash($id: ID!) {\n    restoreProject(id: $id) {\n      id\n    }\n  }\n": types.RestoreProjectFromTrashDocument,
    "\n  mutation RestoreNoteFromTrash($id: ID!) {\n    restoreNote(id: $id) {\n      id\n    }\n  }\n": types.RestoreNoteFromTrashDocument,
    "\n  mutation DeleteProjectForever($id: ID!) {\n    deleteProjectForever(id: $id)\n  }\n": types.DeleteProjectForeverDocument,
    "\n  mutation DeleteNoteForever($id: ID!) {\n    deleteNoteForever(id: $id)\n  }\n": types.DeleteNoteForeverDocument,
    "\n  mutation RestoreInsightFromTrash($id: ID!) {\n    restoreInsight(id: $id) {\n      id\n    }\n  }\n": types.RestoreInsightFromTrashDocument,
    "\n  mutation DeleteInsightForever($id: ID!) {\n    deleteInsightForever(id: $id)\n  }\n": types.DeleteInsightForeverDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n"): (typeof documents)["\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n  }\n"): (typeof documents)["\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthPayloadFields on AuthPayload {\n    account {\n      ...AccountFields\n    }\n    workspaces {\n      ...WorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  fragment AuthPayloadFields on AuthPayload {\n    account {\n      ...AccountFields\n    }\n    workspaces {\n      ...WorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      account {\n        ...AccountFields\n      }\n      role\n      workspace {\n        ...WorkspaceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      account {\n        ...AccountFields\n      }\n      role\n      workspace {\n        ...WorkspaceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut\n  }\n"): (typeof documents)["\n  mutation LogOut {\n    logOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkspace($input: CreateWorkspaceInput!) {\n    createWorkspace(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWorkspaceList($email: String!) {\n    sendWorkspaceList(email: $email)\n  }\n"): (typeof documents)["\n  mutation SendWorkspaceList($email: String!) {\n    sendWorkspaceList(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      ...WorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountWorkspaces {\n    accountLookup {\n      currentTeams {\n        ...WorkspaceFields\n      }\n      availableTeams {\n        type\n        inviteId\n        invitedBy\n        workspace {\n          ...WorkspaceFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountWorkspaces {\n    accountLookup {\n      currentTeams {\n        ...WorkspaceFields\n      }\n      availableTeams {\n        type\n        inviteId\n        invitedBy\n        workspace {\n          ...WorkspaceFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWorkspace($teamId: ID!) {\n    joinWorkspace(teamId: $teamId) {\n      ...WorkspaceFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWorkspace($teamId: ID!) {\n    joinWorkspace(teamId: $teamId) {\n      ...WorkspaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendConfirmationEmail {\n    sendConfirmationEmail\n  }\n"): (typeof documents)["\n  mutation SendConfirmationEmail {\n    sendConfirmationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockAccount($token: String!) {\n    unlockAccount(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkspaceSignInLink($teamId: ID!) {\n    workspaceSignInLink(teamId: $teamId)\n  }\n"): (typeof documents)["\n  mutation WorkspaceSignInLink($teamId: ID!) {\n    workspaceSignInLink(teamId: $teamId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemSignInLink($token: String!) {\n    redeemSignInLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemSignInLink($token: String!) {\n    redeemSignInLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightFields on Highlight {\n    id\n    startOffset\n    endOffset\n    text\n    detached\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment HighlightFields on Highlight {\n    id\n    startOffset\n    endOffset\n    text\n    detached\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n"): (typeof documents)["\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameNote($input: UpdateNoteInput!) {\n    updateNote(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RenameNote($input: UpdateNoteInput!) {\n    updateNote(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateNote($id: ID!) {\n    duplicateNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateNote($id: ID!) {\n    duplicateNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveNote($input: MoveNoteInput!) {\n    moveNote(input: $input) {\n      ...NoteLocationFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveNote($input: MoveNoteInput!) {\n    moveNote(input: $input) {\n      ...NoteLocationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreNote($id: ID!) {\n    restoreNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreNote($id: ID!) {\n    restoreNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteSummaryFields on Note {\n    id\n    shortId\n    title\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment NoteSummaryFields on Note {\n    id\n    shortId\n    title\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects($archived: Boolean!) {\n    projects(archived: $archived) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query Projects($archived: Boolean!) {\n    projects(archived: $archived) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StarProject($id: ID!) {\n    starProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation StarProject($id: ID!) {\n    starProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnstarProject($id: ID!) {\n    unstarProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnstarProject($id: ID!) {\n    unstarProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProject($id: ID!) {\n    archiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProject($id: ID!) {\n    archiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchiveProject($id: ID!) {\n    unarchiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnarchiveProject($id: ID!) {\n    unarchiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProject($id: ID!) {\n    restoreProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProject($id: ID!) {\n    restoreProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProjectToTop($id: ID!) {\n    moveProject(input: { id: $id }) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProjectToTop($id: ID!) {\n    moveProject(input: { id: $id }) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Insights($projectId: ID!) {\n    insights(projectId: $projectId) {\n      id\n      shortId\n      title\n      published\n      publishedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Insights($projectId: ID!) {\n    insights(projectId: $projectId) {\n      id\n      shortId\n      title\n      published\n      publishedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n"): (typeof documents)["\n  query Tags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTitle($id: ID!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query ProjectTitle($id: ID!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberFields on Member {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MemberFields on Member {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members {\n    members {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  query Members {\n    members {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...MemberFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      message\n      expiresAt\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      message\n      expiresAt\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        ...ApiTokenFields\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        ...ApiTokenFields\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagFields on Tag {\n    id\n    projectId\n    title\n    color\n    description\n    sentiment\n    highlightCount\n  }\n"): (typeof documents)["\n  fragment TagFields on Tag {\n    id\n    projectId\n    title\n    color\n    description\n    sentiment\n    highlightCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagList($projectId: ID) {\n    tags(projectId: $projectId) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  query TagList($projectId: ID) {\n    tags(projectId: $projectId) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeTags($sourceId: ID!, $targetId: ID!) {\n    mergeTags(sourceId: $sourceId, targetId: $targetId) {\n      ...TagFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergeTags($sourceId: ID!, $targetId: ID!) {\n    mergeTags(sourceId: $sourceId, targetId: $targetId) {\n      ...TagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {\n    tagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {\n    tagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {\n    untagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {\n    untagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trash($projectId: ID) {\n    trash(projectId: $projectId) {\n      id\n      kind\n      title\n      projectId\n      projectTitle\n      deletedAt\n      deletedBy {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Trash($projectId: ID) {\n    trash(projectId: $projectId) {\n      id\n      kind\n      title\n      projectId\n      projectTitle\n      deletedAt\n      deletedBy {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProjectFromTrash($id: ID!) {\n    restoreProject(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProjectFromTrash($id: ID!) {\n    restoreProject(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreNoteFromTrash($id: ID!) {\n    restoreNote(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreNoteFromTrash($id: ID!) {\n    restoreNote(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectForever($id: ID!) {\n    deleteProjectForever(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectForever($id: ID!) {\n    deleteProjectForever(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNoteForever($id: ID!) {\n    deleteNoteForever(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNoteForever($id: ID!) {\n    deleteNoteForever(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreInsightFromTrash($id: ID!) {\n    restoreInsight(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreInsightFromTrash($id: ID!) {\n    restoreInsight(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInsightForever($id: ID!) {\n    deleteInsightForever(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInsightForever($id: ID!) {\n    deleteInsightForever(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<  infer TType,  never>  ? TType  : never;