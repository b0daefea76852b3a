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
    "\n  fragment UserGroupFields on UserGroup {\n    id\n    name\n    memberCount\n    members {\n      id\n      name\n      email\n    }\n    createdAt\n  }\n": typeof types.UserGroupFieldsFragmentDoc,
    "\n  fragment ProjectAccessFields on ProjectAccess {\n    projectId\n    generalAccess\n    entries {\n      subjectKind\n      subjectId\n      name\n      email\n      memberCount\n      permission\n    }\n  }\n": typeof types.ProjectAccessFieldsFragmentDoc,
    "\n  query UserGroups {\n    userGroups {\n      ...UserGroupFields\n    }\n  }\n": typeof types.UserGroupsDocument,
    "\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": typeof types.CreateUserGroupDocument,
    "\n  mutation RenameUserGroup($input: RenameUserGroupInput!) {\n    renameUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": typeof types.RenameUserGroupDocument,
    "\n  mutation DeleteUserGroup($id: ID!) {\n    deleteUserGroup(id: $id)\n  }\n": typeof types.DeleteUserGroupDocument,
    "\n  mutation AddUserGroupMembers($input: UserGroupMembersInput!) {\n    addUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": typeof types.AddUserGroupMembersDocument,
    "\n  mutation RemoveUserGroupMembers($input: UserGroupMembersInput!) {\n    removeUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": typeof types.RemoveUserGroupMembersDocument,
    "\n  query ProjectAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      shortId\n      title\n      private\n      viewerAccess {\n        permission\n        canEdit\n        canManageAccess\n      }\n    }\n    projectAccess(projectId: $projectId) {\n      ...ProjectAccessFields\n    }\n  }\n": typeof types.ProjectAccessDocument,
    "\n  query AccessCandidates {\n    members {\n      id\n      name\n      email\n    }\n    userGroups {\n      id\n      name\n      memberCount\n    }\n  }\n": typeof types.AccessCandidatesDocument,
    "\n  mutation SetProjectGeneralAccess($input: SetProjectGeneralAccessInput!) {\n    setProjectGeneralAccess(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n": typeof types.SetProjectGeneralAccessDocument,
    "\n  mutation SetProjectPermission($input: SetProjectPermissionInput!) {\n    setProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n": typeof types.SetProjectPermissionDocument,
    "\n  mutation RemoveProjectPermission($input: RemoveProjectPermissionInput!) {\n    removeProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n": typeof types.RemoveProjectPermissionDocument,
    "\n  query ProjectViewerAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      viewerAccess {\n        canEdit\n      }\n    }\n  }\n": typeof types.ProjectViewerAccessDocument,
    "\n  fragment AccessRequestFields on AccessRequest {\n    id\n    projectId\n    permission\n    role\n    message\n    status\n    createdAt\n    expiresAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AccessRequestFieldsFragmentDoc,
    "\n  query AccessRequestTarget($projectId: ID, $noteId: ID) {\n    accessRequestTarget(projectId: $projectId, noteId: $noteId) {\n      projectId\n      hasAccess\n      pendingRequest {\n        ...AccessRequestFields\n      }\n    }\n  }\n": typeof types.AccessRequestTargetDocument,
    "\n  query AccessRequests($projectId: ID!) {\n    accessRequests(projectId: $projectId) {\n      ...AccessRequestFields\n    }\n  }\n": typeof types.AccessRequestsDocument,
    "\n  mutation RequestProjectAccess($input: RequestProjectAccessInput!) {\n    requestProjectAccess(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n": typeof types.RequestProjectAccessDocument,
    "\n  mutation ApproveAccessRequest($input: ApproveAccessRequestInput!) {\n    approveAccessRequest(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n": typeof types.ApproveAccessRequestDocument,
    "\n  mutation DenyAccessRequest($id: ID!) {\n    denyAccessRequest(id: $id) {\n      ...AccessRequestFields\n    }\n  }\n": typeof types.DenyAccessRequestDocument,
    "\n  query AiSettings {\n    aiSettings {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n": typeof types.AiSettingsDocument,
    "\n  mutation UpdateAiSettings($input: UpdateAiSettingsInput!) {\n    updateAiSettings(input: $input) {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n": typeof types.UpdateAiSettingsDocument,
    "\n  query SummaryFrameworks {\n    summaryFrameworks {\n      framework\n      label\n      description\n    }\n  }\n": typeof types.SummaryFrameworksDocument,
    "\n  query NoteSummaryPanel($noteId: ID!) {\n    noteSummary(noteId: $noteId) {\n      noteId\n      autoSummarize\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n": typeof types.NoteSummaryPanelDocument,
    "\n  mutation GenerateNoteSummary($input: GenerateNoteSummaryInput!) {\n    generateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n": typeof types.GenerateNoteSummaryDocument,
    "\n  mutation StartNoteSummary($input: GenerateNoteSummaryInput!) {\n    startNoteSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n": typeof types.StartNoteSummaryDocument,
    "\n  mutation CancelNoteSummaryJob($id: ID!) {\n    cancelNoteSummaryJob(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelNoteSummaryJobDocument,
    "\n  subscription NoteSummaryJobProgress($jobId: ID!) {\n    noteSummaryJobProgress(jobId: $jobId) {\n      jobId\n      status\n      progress\n      text\n      errorMessage\n    }\n  }\n": typeof types.NoteSummaryJobProgressDocument,
    "\n  mutation UpdateNoteSummary($input: UpdateNoteSummaryInput!) {\n    updateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n": typeof types.UpdateNoteSummaryDocument,
    "\n  query AiActivity($offset: Int!, $limit: Int!) {\n    aiActivity(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        task\n        framework\n        provider {\n          kind\n          model\n        }\n        modelRegion\n        promptVersion\n        inputKind\n        inputIds\n        projectId\n        language\n        requestedByName\n        errorMessage\n        startedAt\n        finishedAt\n        outputChars\n        status\n      }\n    }\n  }\n": typeof types.AiActivityDocument,
    "\n  mutation UpdateProjectAiDefaults($input: UpdateProjectAiDefaultsInput!) {\n    updateProjectAiDefaults(input: $input) {\n      projectId\n      defaultFramework\n      defaultSummaryLanguage\n    }\n  }\n": typeof types.UpdateProjectAiDefaultsDocument,
    "\n  query NoteHighlightSuggestions($noteId: ID!) {\n    noteHighlightSuggestions(noteId: $noteId) {\n      noteId\n      highlightsMode\n      tagsMode\n      canReview\n      suggestions {\n        id\n        text\n        startOffset\n        endOffset\n        highlightReason\n        suggestedTagIds\n        suggestedTags {\n          id\n          title\n          color\n        }\n        provider\n        model\n      }\n    }\n  }\n": typeof types.NoteHighlightSuggestionsDocument,
    "\n  mutation SuggestHighlights($noteId: ID!) {\n    suggestHighlights(noteId: $noteId) {\n      created\n      aiActivityId\n    }\n  }\n": typeof types.SuggestHighlightsDocument,
    "\n  mutation ReviewHighlightSuggestion($input: ReviewHighlightSuggestionInput!) {\n    reviewHighlightSuggestion(input: $input) {\n      id\n      review\n      highlightId\n    }\n  }\n": typeof types.ReviewHighlightSuggestionDocument,
    "\n  mutation AcceptAllHighlightSuggestions($noteId: ID!) {\n    acceptAllHighlightSuggestions(noteId: $noteId) {\n      accepted\n      skipped\n    }\n  }\n": typeof types.AcceptAllHighlightSuggestionsDocument,
    "\n  query AiAutoFeatures($projectId: ID) {\n    aiAutoFeatures(projectId: $projectId) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n": typeof types.AiAutoFeaturesDocument,
    "\n  mutation UpdateAiAutoFeature($input: UpdateAiAutoFeatureInput!) {\n    updateAiAutoFeature(input: $input) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n": typeof types.UpdateAiAutoFeatureDocument,
    "\n  query NoteRedactionSuggestions($noteId: ID!) {\n    noteRedactionSuggestions(noteId: $noteId) {\n      noteId\n      redactMode\n      canReview\n      suggestions {\n        id\n        kind\n        text\n        startOffset\n        endOffset\n      }\n    }\n  }\n": typeof types.NoteRedactionSuggestionsDocument,
    "\n  mutation ReviewRedactionSuggestion($input: ReviewRedactionSuggestionInput!) {\n    reviewRedactionSuggestion(input: $input) {\n      id\n      review\n    }\n  }\n": typeof types.ReviewRedactionSuggestionDocument,
    "\n  query InsightSummaryPanel($insightId: ID!) {\n    insightSummary(insightId: $insightId) {\n      insightId\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n": typeof types.InsightSummaryPanelDocument,
    "\n  mutation StartInsightSummary($input: GenerateInsightSummaryInput!) {\n    startInsightSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n": typeof types.StartInsightSummaryDocument,
    "\n  mutation UpdateInsightSummary($input: UpdateInsightSummaryInput!) {\n    updateInsightSummary(input: $input) {\n      insightId\n      content\n    }\n  }\n": typeof types.UpdateInsightSummaryDocument,
    "\n  query AiRegionSettings {\n    aiRegionSettings {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n": typeof types.AiRegionSettingsDocument,
    "\n  mutation UpdateAiRegion($input: UpdateAiRegionInput!) {\n    updateAiRegion(input: $input) {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n": typeof types.UpdateAiRegionDocument,
    "\n  fragment NoteTranslationJobFields on NoteTranslationJob {\n    id\n    noteId\n    sourceLanguage\n    targetLanguage\n    status\n    progress\n    outcome\n    error\n    errorMessage\n    translatedNoteId\n  }\n": typeof types.NoteTranslationJobFieldsFragmentDoc,
    "\n  mutation StartNoteTranslation($input: TranslateNoteInput!) {\n    startNoteTranslation(input: $input) {\n      ...NoteTranslationJobFields\n    }\n  }\n": typeof types.StartNoteTranslationDocument,
    "\n  query NoteTranslationJob($id: ID!) {\n    noteTranslationJob(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n": typeof types.NoteTranslationJobDocument,
    "\n  mutation CancelNoteTranslation($id: ID!) {\n    cancelNoteTranslation(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n": typeof types.CancelNoteTranslationDocument,
    "\n  query NoteTranslationJobs($noteId: ID!) {\n    noteTranslationJobs(noteId: $noteId) {\n      live {\n        ...NoteTranslationJobFields\n      }\n    }\n  }\n": typeof types.NoteTranslationJobsDocument,
    "\n  fragment AiAnswerViewFields on AiAnswer {\n    summary\n    sample\n    extractive\n    droppedQuotes\n    removedSentences\n    provider {\n      model\n    }\n    content {\n      type\n      level\n      text\n      citationReferenceIds\n    }\n    citations {\n      citationReferenceId\n      url\n      title\n      projectTitle\n      quote\n      verification\n    }\n  }\n": typeof types.AiAnswerViewFieldsFragmentDoc,
    "\n  mutation Ask($input: AskInput!) {\n    ask(input: $input) {\n      ...AiAnswerViewFields\n      question\n      isQuestion\n      summary\n      sample\n      extractive\n      droppedQuotes\n      removedSentences\n      aiActivityId\n      provider {\n        kind\n        model\n      }\n      counts {\n        projects\n        highlights\n        channels\n        items\n        notes\n        people\n      }\n      content {\n        type\n        level\n        text\n        citationReferenceIds\n      }\n      citations {\n        id\n        type\n        parentId\n        title\n        projectTitle\n        text\n        quote\n        citationReferenceId\n        url\n        noteId\n        startOffset\n        endOffset\n        verification\n        alignmentScore\n      }\n    }\n  }\n": typeof types.AskDocument,
    "\n  query AuditLog($filter: AuditLogFilterInput, $offset: Int!, $limit: Int!) {\n    auditLog(filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        occurredAt\n        actorId\n        actorName\n        action\n        objectType\n        objectId\n        objectLabel\n        oldValue\n        newValue\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AuditLogCsv($filter: AuditLogFilterInput!) {\n    auditLogCsv(filter: $filter)\n  }\n": typeof types.AuditLogCsvDocument,
    "\n  query AuditLogActors {\n    members {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AuditLogActorsDocument,
    "\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n": typeof types.WorkspaceFieldsFragmentDoc,
    "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n    theme\n    hasPassword\n  }\n": typeof types.AccountFieldsFragmentDoc,
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
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation WorkspaceSignInLink($teamId: ID!) {\n    workspaceSignInLink(teamId: $teamId)\n  }\n": typeof types.WorkspaceSignInLinkDocument,
    "\n  mutation RedeemSignInLink($token: String!) {\n    redeemSignInLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.RedeemSignInLinkDocument,
    "\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n": typeof types.RequestMagicLinkDocument,
    "\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": typeof types.SignInWithMagicLinkDocument,
    "\n  mutation SingleLogout {\n    singleLogout\n  }\n": typeof types.SingleLogoutDocument,
    "\n  query BillingAddOns {\n    billingAddOns {\n      reference\n      name\n      description\n      held\n      intervals\n    }\n  }\n": typeof types.BillingAddOnsDocument,
    "\n  query PreviewAddOnChange($input: AddOnChoiceInput!) {\n    previewAddOnChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n": typeof types.PreviewAddOnChangeDocument,
    "\n  mutation ChangeAddOn($input: ChangeAddOnInput!) {\n    changeAddOn(input: $input) {\n      reference\n      held\n    }\n  }\n": typeof types.ChangeAddOnDocument,
    "\n  query BillingOverview {\n    billing {\n      enabled\n      planReference\n      planName\n      stripeSubscriptionStatus\n      hasSubscription\n      interval\n      totalSeatsAvailable\n      seatsAllocated\n      viewerCount\n      freeViewerSeats\n      utilizationPercentage\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plans {\n        reference\n        name\n        description\n        rank\n        minimumSeats\n        maximumSeats\n        intervals\n      }\n    }\n  }\n": typeof types.BillingOverviewDocument,
    "\n  mutation StartCheckout($input: SubscriptionChoiceInput!) {\n    startCheckout(input: $input) {\n      url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n": typeof types.OpenBillingPortalDocument,
    "\n  query PreviewSubscriptionChange($input: SubscriptionChoiceInput!) {\n    previewSubscriptionChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n": typeof types.PreviewSubscriptionChangeDocument,
    "\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      enabled\n      planReference\n      interval\n      totalSeatsAvailable\n      utilizationPercentage\n    }\n  }\n": typeof types.ChangeSubscriptionDocument,
    "\n  mutation SetCancelAtPeriodEnd($input: CancelAtPeriodEndInput!) {\n    setCancelAtPeriodEnd(input: $input) {\n      enabled\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n": typeof types.SetCancelAtPeriodEndDocument,
    "\n  query BillingStatus {\n    billing {\n      enabled\n      stripeSubscriptionStatus\n    }\n    workspacePlan {\n      readOnly\n    }\n  }\n": typeof types.BillingStatusDocument,
    "\n  query TrialAccess {\n    trialAccess {\n      billingOn\n      state\n      requestedAt\n      endsAt\n      trialPlans {\n        reference\n        name\n        description\n      }\n    }\n  }\n": typeof types.TrialAccessDocument,
    "\n  mutation RequestTrial {\n    requestTrial {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n": typeof types.RequestTrialDocument,
    "\n  mutation StartTrial($planReference: String!) {\n    startTrial(planReference: $planReference) {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n": typeof types.StartTrialDocument,
    "\n  fragment BulkImportFields on BulkImport {\n    id\n    projectId\n    projectTitle\n    fileName\n    format\n    status\n    headers\n    preview\n    totalRows\n    processedRows\n    processedInto\n    importedCount\n    skippedCount\n    numFailed\n    errorMessage\n    createdAt\n    finishedAt\n  }\n": typeof types.BulkImportFieldsFragmentDoc,
    "\n  query BulkImports($projectId: ID) {\n    bulkImports(projectId: $projectId) {\n      ...BulkImportFields\n    }\n  }\n": typeof types.BulkImportsDocument,
    "\n  query BulkImport($id: ID!) {\n    bulkImport(id: $id) {\n      ...BulkImportFields\n      failures(limit: 1000) {\n        rowNumber\n        errorCode\n        humanMessageText\n      }\n    }\n  }\n": typeof types.BulkImportDocument,
    "\n  mutation StartBulkImport($input: StartBulkImportInput!) {\n    startBulkImport(input: $input) {\n      ...BulkImportFields\n    }\n  }\n": typeof types.StartBulkImportDocument,
    "\n  query ImportNoteFields($projectId: ID) {\n    customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n    }\n  }\n": typeof types.ImportNoteFieldsDocument,
    "\n  fragment ChannelThemeFields on ChannelTheme {\n    id\n    channelId\n    channelTitle\n    title\n    description\n    datapointCount\n    createdAt\n    updatedAt\n  }\n": typeof types.ChannelThemeFieldsFragmentDoc,
    "\n  fragment ChannelDatasetFields on ChannelDataset {\n    id\n    channelId\n    title\n    source\n    createdAt\n    datapointCount\n  }\n": typeof types.ChannelDatasetFieldsFragmentDoc,
    "\n  fragment ChannelSummaryFields on Channel {\n    id\n    title\n    description\n    createdAt\n    updatedAt\n    datapointCount\n    themeCount\n    topicCount\n  }\n": typeof types.ChannelSummaryFieldsFragmentDoc,
    "\n  fragment ChannelTopicFields on ChannelTopic {\n    id\n    channelId\n    channelTitle\n    title\n    query\n    datapointCount\n    createdAt\n    updatedAt\n  }\n": typeof types.ChannelTopicFieldsFragmentDoc,
    "\n  fragment ChannelDatapointFields on ChannelDatapoint {\n    id\n    channelId\n    datasetId\n    datasetTitle\n    text\n    author\n    rating\n    sentiment\n    occurredAt\n    createdAt\n    themes {\n      id\n      title\n    }\n  }\n": typeof types.ChannelDatapointFieldsFragmentDoc,
    "\n  query Channels {\n    channels {\n      ...ChannelSummaryFields\n      datasets {\n        id\n      }\n    }\n  }\n": typeof types.ChannelsDocument,
    "\n  query Channel($id: ID!) {\n    channel(id: $id) {\n      ...ChannelSummaryFields\n      datasets {\n        ...ChannelDatasetFields\n      }\n      themes {\n        ...ChannelThemeFields\n      }\n    }\n  }\n": typeof types.ChannelDocument,
    "\n  query ChannelTheme($id: ID!) {\n    channelTheme(id: $id) {\n      ...ChannelThemeFields\n    }\n  }\n": typeof types.ChannelThemeDocument,
    "\n  query ChannelTopics($channelId: ID!) {\n    channelTopics(channelId: $channelId) {\n      ...ChannelTopicFields\n    }\n  }\n": typeof types.ChannelTopicsDocument,
    "\n  query ChannelTopic($id: ID!) {\n    channelTopic(id: $id) {\n      ...ChannelTopicFields\n    }\n  }\n": typeof types.ChannelTopicDocument,
    "\n  query TopicPreview($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        id\n        text\n      }\n    }\n  }\n": typeof types.TopicPreviewDocument,
    "\n  query ChannelDatapoints($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        ...ChannelDatapointFields\n      }\n    }\n  }\n": typeof types.ChannelDatapointsDocument,
    "\n  query ChannelDatapoint($id: ID!) {\n    channelDatapoint(id: $id) {\n      ...ChannelDatapointFields\n    }\n  }\n": typeof types.ChannelDatapointDocument,
    "\n  query ChannelDatapointTotal($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n    }\n  }\n": typeof types.ChannelDatapointTotalDocument,
    "\n  query ChannelVolume($input: ChannelVolumeInput!) {\n    channelVolume(input: $input) {\n      start\n      count\n      positive\n      negative\n      mixed\n    }\n  }\n": typeof types.ChannelVolumeDocument,
    "\n  mutation CreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n": typeof types.CreateChannelDocument,
    "\n  mutation UpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n": typeof types.UpdateChannelDocument,
    "\n  mutation DeleteChannel($id: ID!) {\n    deleteChannel(id: $id)\n  }\n": typeof types.DeleteChannelDocument,
    "\n  mutation ImportChannelDatapoints($input: ImportChannelDatapointsInput!) {\n    importChannelDatapoints(input: $input) {\n      dataset {\n        ...ChannelDatasetFields\n      }\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n": typeof types.ImportChannelDatapointsDocument,
    "\n  mutation DeleteChannelDataset($id: ID!) {\n    deleteChannelDataset(id: $id)\n  }\n": typeof types.DeleteChannelDatasetDocument,
    "\n  mutation DeleteChannelDatapoints($ids: [ID!]!) {\n    deleteChannelDatapoints(ids: $ids)\n  }\n": typeof types.DeleteChannelDatapointsDocument,
    "\n  mutation CreateChannelTheme($input: CreateChannelThemeInput!) {\n    createChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": typeof types.CreateChannelThemeDocument,
    "\n  mutation UpdateChannelTheme($input: UpdateChannelThemeInput!) {\n    updateChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": typeof types.UpdateChannelThemeDocument,
    "\n  mutation DeleteChannelTheme($id: ID!) {\n    deleteChannelTheme(id: $id)\n  }\n": typeof types.DeleteChannelThemeDocument,
    "\n  mutation AddDatapointsToTheme($input: ChannelThemeDatapointsInput!) {\n    addDatapointsToTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": typeof types.AddDatapointsToThemeDocument,
    "\n  mutation RemoveDatapointsFromTheme($input: ChannelThemeDatapointsInput!) {\n    removeDatapointsFromTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": typeof types.RemoveDatapointsFromThemeDocument,
    "\n  mutation CreateChannelTopic($input: CreateChannelTopicInput!) {\n    createChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n": typeof types.CreateChannelTopicDocument,
    "\n  mutation UpdateChannelTopic($input: UpdateChannelTopicInput!) {\n    updateChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n": typeof types.UpdateChannelTopicDocument,
    "\n  mutation DeleteChannelTopic($id: ID!) {\n    deleteChannelTopic(id: $id)\n  }\n": typeof types.DeleteChannelTopicDocument,
    "\n  query SimilarDatapoints($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        id\n        preview {\n          title {\n            text\n          }\n          content {\n            text\n          }\n        }\n      }\n    }\n  }\n": typeof types.SimilarDatapointsDocument,
    "\n  fragment ChannelThemeJobFields on ThemeJob {\n    id\n    channelId\n    status\n    progress\n    errorMessage\n    amount\n    unthemedOnly\n    channelSuggestions {\n      considered\n      model\n      suggestions {\n        title\n        description\n        namedBy\n        keywords\n        datapointIds\n        examples\n      }\n    }\n  }\n": typeof types.ChannelThemeJobFieldsFragmentDoc,
    "\n  query ChannelThemeJobs($channelId: ID!) {\n    themeJobs(input: { channelId: $channelId }) {\n      latest {\n        ...ChannelThemeJobFields\n      }\n      lastCompleted {\n        ...ChannelThemeJobFields\n      }\n    }\n  }\n": typeof types.ChannelThemeJobsDocument,
    "\n  mutation StartChannelThemeSuggestions($input: ChannelThemeSuggestionsInput!) {\n    startChannelThemeSuggestions(input: $input) {\n      ...ChannelThemeJobFields\n    }\n  }\n": typeof types.StartChannelThemeSuggestionsDocument,
    "\n  mutation CancelChannelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ChannelThemeJobFields\n    }\n  }\n": typeof types.CancelChannelThemeJobDocument,
    "\n  query Conversations {\n    conversations {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n": typeof types.ConversationsDocument,
    "\n  query ChatSampleQuestions {\n    chatSampleQuestions {\n      roleGroup\n      questions\n    }\n  }\n": typeof types.ChatSampleQuestionsDocument,
    "\n  query ConversationMessages($conversationId: ID!) {\n    conversationMessages(conversationId: $conversationId) {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ConversationMessagesDocument,
    "\n  fragment ChatMessageFields on ConversationMessage {\n    id\n    conversationId\n    position\n    role\n    content\n    notEnoughData\n    createdAt\n    answer {\n      ...AiAnswerViewFields\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n": typeof types.CreateConversationDocument,
    "\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n": typeof types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": typeof types.DeleteConversationDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      conversation {\n        id\n        title\n        messageCount\n        updatedAt\n      }\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    targetType\n    targetId\n    noteId\n    parentId\n    body\n    deleted\n    resolved\n    createdAt\n    editedAt\n    path\n    canEdit\n    canDelete\n    author {\n      id\n      name\n    }\n    mentions {\n      id\n      name\n    }\n    resolvedBy {\n      id\n      name\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  query Comments($targetType: CommentTargetType!, $targetId: ID!) {\n    comments(targetType: $targetType, targetId: $targetId) {\n      ...CommentFields\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  query CommentQuery($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n": typeof types.CommentQueryDocument,
    "\n  query CommentMembers {\n    members {\n      id\n      name\n    }\n  }\n": typeof types.CommentMembersDocument,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.CreateCommentDocument,
    "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": typeof types.UpdateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation ResolveComment($id: ID!) {\n    resolveComment(id: $id) {\n      ...CommentFields\n    }\n  }\n": typeof types.ResolveCommentDocument,
    "\n  mutation ReopenComment($id: ID!) {\n    reopenComment(id: $id) {\n      ...CommentFields\n    }\n  }\n": typeof types.ReopenCommentDocument,
    "\n  fragment CustomFieldFields on CustomField {\n    id\n    target\n    projectId\n    label\n    type\n    numberFormat\n    currencySymbol\n    maxSelectable\n    valueCount\n    options {\n      id\n      label\n      color\n    }\n  }\n": typeof types.CustomFieldFieldsFragmentDoc,
    "\n  fragment CustomFieldValueFields on CustomFieldValue {\n    fieldId\n    text\n    boolean\n    number\n    date\n    optionIds\n  }\n": typeof types.CustomFieldValueFieldsFragmentDoc,
    "\n  query CustomFields($target: CustomFieldTarget!, $projectId: ID) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.CustomFieldsDocument,
    "\n  query FieldValues($target: CustomFieldTarget!, $projectId: ID, $objectId: ID!) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n    customFieldValues(target: $target, objectId: $objectId) {\n      ...CustomFieldValueFields\n    }\n  }\n": typeof types.FieldValuesDocument,
    "\n  mutation CreateCustomField($input: CreateCustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.CreateCustomFieldDocument,
    "\n  mutation UpdateCustomField($input: UpdateCustomFieldInput!) {\n    updateCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.UpdateCustomFieldDocument,
    "\n  query CustomFieldTypeChangePreview($id: ID!, $type: CustomFieldType!) {\n    customFieldTypeChangePreview(id: $id, type: $type) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n": typeof types.CustomFieldTypeChangePreviewDocument,
    "\n  mutation ChangeCustomFieldType($input: ChangeCustomFieldTypeInput!) {\n    changeCustomFieldType(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.ChangeCustomFieldTypeDocument,
    "\n  mutation DeleteCustomField($id: ID!) {\n    deleteCustomField(id: $id)\n  }\n": typeof types.DeleteCustomFieldDocument,
    "\n  mutation AddCustomFieldOptions($input: AddCustomFieldOptionsInput!) {\n    addCustomFieldOptions(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.AddCustomFieldOptionsDocument,
    "\n  mutation UpdateCustomFieldOption($input: UpdateCustomFieldOptionInput!) {\n    updateCustomFieldOption(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.UpdateCustomFieldOptionDocument,
    "\n  query CustomFieldOptionDeletePreview($fieldId: ID!, $optionId: ID!) {\n    customFieldOptionDeletePreview(fieldId: $fieldId, optionId: $optionId) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n": typeof types.CustomFieldOptionDeletePreviewDocument,
    "\n  mutation DeleteCustomFieldOption($fieldId: ID!, $optionId: ID!) {\n    deleteCustomFieldOption(fieldId: $fieldId, optionId: $optionId) {\n      ...CustomFieldFields\n    }\n  }\n": typeof types.DeleteCustomFieldOptionDocument,
    "\n  mutation SetCustomFieldValue($input: SetCustomFieldValueInput!) {\n    setCustomFieldValue(input: $input) {\n      ...CustomFieldValueFields\n    }\n  }\n": typeof types.SetCustomFieldValueDocument,
    "\n  mutation ClearCustomFieldValue($fieldId: ID!, $target: CustomFieldTarget!, $objectId: ID!) {\n    clearCustomFieldValue(fieldId: $fieldId, target: $target, objectId: $objectId)\n  }\n": typeof types.ClearCustomFieldValueDocument,
    "\n  fragment DashboardSummaryFields on Dashboard {\n    id\n    shortId\n    title\n    chartCount\n    updatedAt\n  }\n": typeof types.DashboardSummaryFieldsFragmentDoc,
    "\n  fragment ChartDataFields on ChartData {\n    total\n    score\n    responses\n    buckets {\n      key\n      label\n      color\n      count\n      value\n    }\n    periods {\n      index\n      from\n      to\n      count\n      value\n    }\n  }\n": typeof types.ChartDataFieldsFragmentDoc,
    "\n  fragment ChartFields on Chart {\n    id\n    dashboardId\n    title\n    type\n    search\n    filterForm\n    rank\n    data {\n      ...ChartDataFields\n    }\n  }\n": typeof types.ChartFieldsFragmentDoc,
    "\n  query Dashboards {\n    dashboards {\n      ...DashboardSummaryFields\n    }\n  }\n": typeof types.DashboardsDocument,
    "\n  query Dashboard($id: ID!) {\n    dashboard(id: $id) {\n      ...DashboardSummaryFields\n      charts {\n        ...ChartFields\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n": typeof types.CreateDashboardDocument,
    "\n  mutation UpdateDashboard($input: UpdateDashboardInput!) {\n    updateDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n": typeof types.UpdateDashboardDocument,
    "\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n": typeof types.DeleteDashboardDocument,
    "\n  mutation CreateChart($input: CreateChartInput!) {\n    createChart(input: $input) {\n      ...ChartFields\n    }\n  }\n": typeof types.CreateChartDocument,
    "\n  mutation UpdateChart($input: UpdateChartInput!) {\n    updateChart(input: $input) {\n      ...ChartFields\n    }\n  }\n": typeof types.UpdateChartDocument,
    "\n  mutation MoveChart($input: MoveChartInput!) {\n    moveChart(input: $input) {\n      id\n      rank\n    }\n  }\n": typeof types.MoveChartDocument,
    "\n  mutation DeleteChart($id: ID!) {\n    deleteChart(id: $id)\n  }\n": typeof types.DeleteChartDocument,
    "\n  query ChartPreview($search: SearchInput!) {\n    chartPreview(search: $search) {\n      ...ChartDataFields\n    }\n  }\n": typeof types.ChartPreviewDocument,
    "\n  fragment DataRetentionSettingsFields on DataRetentionSettings {\n    projectId\n    projectTitle\n    locked\n    allowed\n    choices\n    workspacePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    projectPolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    effectivePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    scheduled {\n      deletesAt\n      text\n    }\n  }\n": typeof types.DataRetentionSettingsFieldsFragmentDoc,
    "\n  query DataRetention($projectId: ID) {\n    dataRetention(projectId: $projectId) {\n      ...DataRetentionSettingsFields\n    }\n  }\n": typeof types.DataRetentionDocument,
    "\n  query DataRetentionPreview($input: DataRetentionPreviewInput!) {\n    dataRetentionPreview(input: $input) {\n      deletesAt\n      text\n      groups {\n        category\n        days\n        count\n      }\n    }\n  }\n": typeof types.DataRetentionPreviewDocument,
    "\n  mutation UpdateWorkspaceDataRetention($input: UpdateWorkspaceDataRetentionInput!) {\n    updateWorkspaceDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n": typeof types.UpdateWorkspaceDataRetentionDocument,
    "\n  mutation UpdateProjectDataRetention($input: UpdateProjectDataRetentionInput!) {\n    updateProjectDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n": typeof types.UpdateProjectDataRetentionDocument,
    "\n  fragment SavedFeedFields on SavedFeed {\n    id\n    title\n    search\n    updatedAt\n  }\n": typeof types.SavedFeedFieldsFragmentDoc,
    "\n  query SavedFeeds {\n    savedFeeds {\n      ...SavedFeedFields\n    }\n  }\n": typeof types.SavedFeedsDocument,
    "\n  query SavedFeed($id: ID!) {\n    savedFeed(id: $id) {\n      ...SavedFeedFields\n    }\n  }\n": typeof types.SavedFeedDocument,
    "\n  mutation CreateSavedFeed($input: CreateSavedFeedInput!) {\n    createSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n": typeof types.CreateSavedFeedDocument,
    "\n  mutation RenameSavedFeed($input: RenameSavedFeedInput!) {\n    renameSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n": typeof types.RenameSavedFeedDocument,
    "\n  mutation DeleteSavedFeed($id: ID!) {\n    deleteSavedFeed(id: $id)\n  }\n": typeof types.DeleteSavedFeedDocument,
    "\n  fragment FileFields on File {\n    id\n    name\n    mime\n    fileType\n    size\n    status\n    durationMs\n    url\n    createdAt\n  }\n": typeof types.FileFieldsFragmentDoc,
    "\n  fragment TranscriptCueFields on TranscriptCue {\n    id\n    position\n    startMs\n    endMs\n    speaker\n    text\n  }\n": typeof types.TranscriptCueFieldsFragmentDoc,
    "\n  query NoteFiles($noteId: ID!) {\n    files(noteId: $noteId) {\n      ...FileFields\n    }\n  }\n": typeof types.NoteFilesDocument,
    "\n  query FileTranscript($id: ID!) {\n    file(id: $id) {\n      id\n      transcript {\n        ...TranscriptCueFields\n      }\n    }\n  }\n": typeof types.FileTranscriptDocument,
    "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n": typeof types.DeleteFileDocument,
    "\n  mutation ImportTranscript($input: ImportTranscriptInput!) {\n    importTranscript(input: $input) {\n      ...TranscriptCueFields\n    }\n  }\n": typeof types.ImportTranscriptDocument,
    "\n  mutation CreateTranscriptHighlight($input: CreateTranscriptHighlightInput!) {\n    createTranscriptHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n": typeof types.CreateTranscriptHighlightDocument,
    "\n  query FileNote($id: ID!) {\n    file(id: $id) {\n      id\n      noteId\n    }\n  }\n": typeof types.FileNoteDocument,
    "\n  fragment FolderFields on Folder {\n    id\n    shortId\n    name\n    parentId\n    projectCount\n    folderCount\n  }\n": typeof types.FolderFieldsFragmentDoc,
    "\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n": typeof types.FoldersDocument,
    "\n  query Folder($id: ID!) {\n    folder(id: $id) {\n      ...FolderFields\n      ancestors {\n        ...FolderFields\n      }\n      children {\n        ...FolderFields\n      }\n      projects {\n        ...ProjectFields\n      }\n    }\n  }\n": typeof types.FolderDocument,
    "\n  query FolderPublishedInsights($id: ID!) {\n    folder(id: $id) {\n      id\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n": typeof types.FolderPublishedInsightsDocument,
    "\n  mutation CreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n": typeof types.CreateFolderDocument,
    "\n  mutation UpdateFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n": typeof types.UpdateFolderDocument,
    "\n  mutation DeleteFolder($id: ID!) {\n    deleteFolder(id: $id)\n  }\n": typeof types.DeleteFolderDocument,
    "\n  mutation MoveProjectToFolder($input: MoveProjectToFolderInput!) {\n    moveProjectToFolder(input: $input) {\n      id\n      folderId\n    }\n  }\n": typeof types.MoveProjectToFolderDocument,
    "\n  query Home {\n    home {\n      recent {\n        id\n        kind\n        title\n        projectId\n        projectTitle\n        updatedAt\n        createdByYou\n      }\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment WorkspaceHighlightFields on Highlight {\n    id\n    noteId\n    noteTitle\n    text\n    tags {\n      id\n      title\n      color\n    }\n  }\n": typeof types.WorkspaceHighlightFieldsFragmentDoc,
    "\n  query HighlightCard($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n    }\n  }\n": typeof types.HighlightCardDocument,
    "\n  query SearchHighlights($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      ...WorkspaceHighlightFields\n    }\n  }\n": typeof types.SearchHighlightsDocument,
    "\n  fragment PublicHighlightFields on PublicHighlight {\n    id\n    quote\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n": typeof types.PublicHighlightFieldsFragmentDoc,
    "\n  query SharedInsight($shareToken: String!) {\n    sharedInsight(shareToken: $shareToken) {\n      title\n      publishedAt\n      contentJson\n      content\n      highlights {\n        ...PublicHighlightFields\n      }\n    }\n  }\n": typeof types.SharedInsightDocument,
    "\n  query EmbeddedHighlight($highlightId: ID!) {\n    embeddedHighlight(highlightId: $highlightId) {\n      ...PublicHighlightFields\n    }\n  }\n": typeof types.EmbeddedHighlightDocument,
    "\n  fragment InsightFields on Insight {\n    id\n    shortId\n    projectId\n    title\n    content\n    contentJson\n    published\n    publishedAt\n    locked\n    lockedAt\n    createdAt\n    createdByName\n    updatedAt\n  }\n": typeof types.InsightFieldsFragmentDoc,
    "\n  query Insight($id: ID!) {\n    insight(id: $id) {\n      ...InsightFields\n    }\n  }\n": typeof types.InsightDocument,
    "\n  mutation CreateInsight($input: CreateInsightInput!) {\n    createInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n": typeof types.CreateInsightDocument,
    "\n  mutation UpdateInsight($input: UpdateInsightInput!) {\n    updateInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n": typeof types.UpdateInsightDocument,
    "\n  mutation PublishInsight($id: ID!) {\n    publishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": typeof types.PublishInsightDocument,
    "\n  mutation UnpublishInsight($id: ID!) {\n    unpublishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": typeof types.UnpublishInsightDocument,
    "\n  mutation LockInsight($id: ID!) {\n    lockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": typeof types.LockInsightDocument,
    "\n  mutation UnlockInsight($id: ID!) {\n    unlockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": typeof types.UnlockInsightDocument,
    "\n  mutation DeleteInsight($id: ID!) {\n    deleteInsight(id: $id)\n  }\n": typeof types.DeleteInsightDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    noteId\n    startOffset\n    endOffset\n    text\n    detached\n    aiGenerated\n    highlightReason\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n": typeof types.HighlightFieldsFragmentDoc,
    "\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n": typeof types.NoteLocationFieldsFragmentDoc,
    "\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      createdByName\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n": typeof types.NoteDocument,
    "\n  mutation RenameNote($input: UpdateNoteInput!) {\n    updateNote(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.RenameNoteDocument,
    "\n  mutation DuplicateNote($id: ID!) {\n    duplicateNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": typeof types.DuplicateNoteDocument,
    "\n  mutation MoveNote($input: MoveNoteInput!) {\n    moveNote(input: $input) {\n      ...NoteLocationFields\n    }\n  }\n": typeof types.MoveNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": typeof types.DeleteNoteDocument,
    "\n  mutation RestoreNote($id: ID!) {\n    restoreNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": typeof types.RestoreNoteDocument,
    "\n  fragment NoteCount on Note {\n    id\n    highlightCount\n  }\n": typeof types.NoteCountFragmentDoc,
    "\n  query NotificationInbox {\n    notificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        title\n        excerpt\n        path\n        accessRequestId\n        role\n        read\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.NotificationInboxDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  query AccountNotificationInbox {\n    accountNotificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        workspaceName\n        invitedByName\n        role\n        message\n        status\n        url\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.AccountNotificationInboxDocument,
    "\n  mutation MarkAccountNotificationRead($id: ID!) {\n    markAccountNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": typeof types.MarkAccountNotificationReadDocument,
    "\n  fragment OnboardingFields on Onboarding {\n    answered\n    useCases\n    orgSize\n    jobRole\n    checklist {\n      item\n      done\n    }\n    checklistState\n  }\n": typeof types.OnboardingFieldsFragmentDoc,
    "\n  query Onboarding {\n    onboarding {\n      ...OnboardingFields\n    }\n  }\n": typeof types.OnboardingDocument,
    "\n  mutation SaveOnboarding($input: SaveOnboardingInput!) {\n    saveOnboarding(input: $input) {\n      ...OnboardingFields\n    }\n  }\n": typeof types.SaveOnboardingDocument,
    "\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    noteCount\n    highlightCount\n    createdAt\n    updatedAt\n  }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  query PeopleList(\n    $offset: Int!\n    $limit: Int!\n    $sortBy: PersonSortField!\n    $sortDirection: SortDirection!\n    $query: String\n    $filters: [PersonFilterInput!]\n    $segmentId: ID\n  ) {\n    people(\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      query: $query\n      filters: $filters\n      segmentId: $segmentId\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n        fieldValues {\n          ...CustomFieldValueFields\n        }\n        segments {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.PeopleListDocument,
    "\n  query PeopleLookup($query: String) {\n    people(query: $query, limit: 20, sortBy: NAME, sortDirection: ASC) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.PeopleLookupDocument,
    "\n  query PersonPage($id: ID!) {\n    person(id: $id) {\n      ...PersonFields\n    }\n    personNotes(personId: $id) {\n      id\n      title\n      projectId\n      createdAt\n    }\n    personHighlights(personId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n": typeof types.PersonPageDocument,
    "\n  query NotePeople($noteId: ID!) {\n    notePeople(noteId: $noteId) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.NotePeopleDocument,
    "\n  mutation CreatePerson($input: CreatePersonInput!) {\n    createPerson(input: $input) {\n      ...PersonFields\n    }\n  }\n": typeof types.CreatePersonDocument,
    "\n  mutation UpdatePerson($input: UpdatePersonInput!) {\n    updatePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n": typeof types.DeletePersonDocument,
    "\n  mutation MergePeople($keepId: ID!, $removeId: ID!) {\n    mergePeople(keepId: $keepId, removeId: $removeId) {\n      ...PersonFields\n    }\n  }\n": typeof types.MergePeopleDocument,
    "\n  mutation ImportPeople($input: ImportPeopleInput!) {\n    importPeople(input: $input) {\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n": typeof types.ImportPeopleDocument,
    "\n  mutation LinkPersonToNote($noteId: ID!, $personId: ID!) {\n    linkPersonToNote(noteId: $noteId, personId: $personId) {\n      id\n      name\n      email\n      noteCount\n    }\n  }\n": typeof types.LinkPersonToNoteDocument,
    "\n  mutation UnlinkPersonFromNote($noteId: ID!, $personId: ID!) {\n    unlinkPersonFromNote(noteId: $noteId, personId: $personId)\n  }\n": typeof types.UnlinkPersonFromNoteDocument,
    "\n  query WorkspacePlan {\n    workspacePlan {\n      selfHosted\n      subscriptionStatus\n      trialState\n      trialEndsAt\n      readOnly\n      plan {\n        reference\n        name\n        description\n        isLegacy\n        isTrial\n        flags {\n          name\n          enabled\n        }\n      }\n      usage {\n        name\n        maximum\n        used\n      }\n      offeredPlans {\n        reference\n        name\n        description\n        features\n        flags {\n          name\n          enabled\n        }\n        maxima {\n          name\n          maximum\n        }\n      }\n    }\n  }\n": typeof types.WorkspacePlanDocument,
    "\n  query BillingMode {\n    workspacePlan {\n      selfHosted\n    }\n  }\n": typeof types.BillingModeDocument,
    "\n  query PresentHighlight($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.PresentHighlightDocument,
    "\n  query PresentFile($id: ID!) {\n    file(id: $id) {\n      id\n      name\n      fileType\n      url\n    }\n  }\n": typeof types.PresentFileDocument,
    "\n  query PresentInsight($id: ID!) {\n    insight(id: $id) {\n      id\n      title\n      content\n      contentJson\n      published\n    }\n  }\n": typeof types.PresentInsightDocument,
    "\n  query ProjectHighlights($projectId: ID!, $tagIds: [ID!], $offset: Int, $limit: Int) {\n    projectHighlights(projectId: $projectId, tagIds: $tagIds, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        noteId\n        noteTitle\n        text\n        sentiment\n        createdAt\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n": typeof types.ProjectHighlightsDocument,
    "\n  query HighlightFilterTags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n": typeof types.HighlightFilterTagsDocument,
    "\n  fragment ProjectTransferFields on ProjectTransfer {\n    id\n    kind\n    status\n    progress\n    projectId\n    projectTitle\n    fileName\n    sizeBytes\n    recordCount\n    downloadUrl\n    reportUrl\n    mappingTables {\n      table\n      count\n    }\n    placeholders {\n      name\n      email\n    }\n    errorCode\n    errorMessage\n    createdAt\n    finishedAt\n  }\n": typeof types.ProjectTransferFieldsFragmentDoc,
    "\n  mutation StartProjectExport($projectId: ID!) {\n    startProjectExport(projectId: $projectId) {\n      ...ProjectTransferFields\n    }\n  }\n": typeof types.StartProjectExportDocument,
    "\n  query ProjectTransfer($id: ID!) {\n    projectTransfer(id: $id) {\n      ...ProjectTransferFields\n    }\n  }\n": typeof types.ProjectTransferDocument,
    "\n  fragment ProjectViewFields on ProjectView {\n    id\n    shortId\n    projectId\n    title\n    layout\n    objectType\n    rank\n    state\n    updatedAt\n  }\n": typeof types.ProjectViewFieldsFragmentDoc,
    "\n  fragment ProjectViewItemFields on ProjectViewItem {\n    id\n    type\n    title\n    preview\n    noteId\n    createdBy\n    createdAt\n    updatedAt\n    published\n    rank\n    columnKey\n    fieldValues {\n      ...CustomFieldValueFields\n    }\n    tags\n  }\n": typeof types.ProjectViewItemFieldsFragmentDoc,
    "\n  query ProjectViews($projectId: ID!) {\n    projectViews(projectId: $projectId) {\n      ...ProjectViewFields\n    }\n  }\n": typeof types.ProjectViewsDocument,
    "\n  query ProjectView($id: ID!) {\n    projectView(id: $id) {\n      ...ProjectViewFields\n    }\n  }\n": typeof types.ProjectViewDocument,
    "\n  query ProjectViewItems($viewId: ID!, $offset: Int, $limit: Int, $filter: SearchFilterGroupInput) {\n    projectViewItems(viewId: $viewId, offset: $offset, limit: $limit, filter: $filter) {\n      total\n      offset\n      items {\n        ...ProjectViewItemFields\n      }\n      columns {\n        key\n        label\n        color\n        count\n      }\n    }\n  }\n": typeof types.ProjectViewItemsDocument,
    "\n  mutation CreateProjectView($input: CreateProjectViewInput!) {\n    createProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n": typeof types.CreateProjectViewDocument,
    "\n  mutation UpdateProjectView($input: UpdateProjectViewInput!) {\n    updateProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n": typeof types.UpdateProjectViewDocument,
    "\n  mutation DeleteProjectView($id: ID!) {\n    deleteProjectView(id: $id)\n  }\n": typeof types.DeleteProjectViewDocument,
    "\n  mutation MoveViewItem($input: MoveViewItemInput!) {\n    moveViewItem(input: $input) {\n      ...ProjectViewItemFields\n    }\n  }\n": typeof types.MoveViewItemDocument,
    "\n  mutation SaveCanvasObjects($input: SaveCanvasObjectsInput!) {\n    saveCanvasObjects(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n": typeof types.SaveCanvasObjectsDocument,
    "\n  mutation ReorderProjectView($input: ReorderProjectViewInput!) {\n    reorderProjectView(input: $input) {\n      id\n      rank\n    }\n  }\n": typeof types.ReorderProjectViewDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    private\n    createdBy\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n": typeof types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteSummaryFields on Note {\n    id\n    shortId\n    title\n    createdAt\n    updatedAt\n  }\n": typeof types.NoteSummaryFieldsFragmentDoc,
    "\n  query Projects($archived: Boolean!) {\n    projects(archived: $archived) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n      viewerAccess {\n        canEdit\n        canManageAccess\n      }\n    }\n  }\n": typeof types.ProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation StarProject($id: ID!) {\n    starProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.StarProjectDocument,
    "\n  mutation UnstarProject($id: ID!) {\n    unstarProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UnstarProjectDocument,
    "\n  mutation ArchiveProject($id: ID!) {\n    archiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.ArchiveProjectDocument,
    "\n  mutation UnarchiveProject($id: ID!) {\n    unarchiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.UnarchiveProjectDocument,
    "\n  mutation RestoreProject($id: ID!) {\n    restoreProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": typeof types.RestoreProjectDocument,
    "\n  mutation MoveProjectToTop($id: ID!) {\n    moveProject(input: { id: $id }) {\n      ...ProjectFields\n    }\n  }\n": typeof types.MoveProjectToTopDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": typeof types.DeleteProjectDocument,
    "\n  fragment NoteRowFields on Note {\n    ...NoteSummaryFields\n    highlightCount\n    tagCounts {\n      tagId\n      title\n      color\n      count\n    }\n  }\n": typeof types.NoteRowFieldsFragmentDoc,
    "\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteRowFields\n    }\n  }\n": typeof types.NotesDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteRowFields\n    }\n  }\n": typeof types.CreateNoteDocument,
    "\n  query Insights($projectId: ID!) {\n    insights(projectId: $projectId) {\n      id\n      shortId\n      title\n      published\n      publishedAt\n      createdAt\n    }\n  }\n": typeof types.InsightsDocument,
    "\n  query Tags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n": typeof types.TagsDocument,
    "\n  query ProjectTitle($id: ID!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.ProjectTitleDocument,
    "\n  query EmbeddedReel($reelId: ID!) {\n    embeddedReel(reelId: $reelId) {\n      ...ReelFields\n    }\n  }\n": typeof types.EmbeddedReelDocument,
    "\n  query EmbeddedNoteFileReel($noteId: ID!, $fileId: ID!) {\n    embeddedNoteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n": typeof types.EmbeddedNoteFileReelDocument,
    "\n  query EmbeddedTagReel($tagId: ID!) {\n    embeddedTagReel(tagId: $tagId) {\n      ...ReelFields\n    }\n  }\n": typeof types.EmbeddedTagReelDocument,
    "\n  fragment ReelClipFields on ReelClip {\n    clipId\n    fileId\n    type\n    mime\n    mediaUrl\n    startTime\n    endTime\n    clipDuration\n    text\n    speaker\n    noteId\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n": typeof types.ReelClipFieldsFragmentDoc,
    "\n  fragment ReelFields on Reel {\n    id\n    kind\n    title\n    insightId\n    noteId\n    fileId\n    tagId\n    clipCount\n    maxClips\n    clips {\n      ...ReelClipFields\n    }\n  }\n": typeof types.ReelFieldsFragmentDoc,
    "\n  query NoteFileReel($noteId: ID!, $fileId: ID!) {\n    noteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n": typeof types.NoteFileReelDocument,
    "\n  query Reel($id: ID!) {\n    reel(id: $id) {\n      ...ReelFields\n    }\n  }\n": typeof types.ReelDocument,
    "\n  query InsightReels($insightId: ID!) {\n    insightReels(insightId: $insightId) {\n      id\n      title\n      clipCount\n    }\n  }\n": typeof types.InsightReelsDocument,
    "\n  query ReelInsight($insightId: ID!) {\n    insight(id: $insightId) {\n      id\n      title\n      projectId\n    }\n  }\n": typeof types.ReelInsightDocument,
    "\n  query ReelClipCandidates($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      id\n      text\n      noteTitle\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.ReelClipCandidatesDocument,
    "\n  mutation CreateReel($input: CreateReelInput!) {\n    createReel(input: $input) {\n      ...ReelFields\n    }\n  }\n": typeof types.CreateReelDocument,
    "\n  mutation UpdateReel($input: UpdateReelInput!) {\n    updateReel(input: $input) {\n      ...ReelFields\n    }\n  }\n": typeof types.UpdateReelDocument,
    "\n  mutation DeleteReel($id: ID!) {\n    deleteReel(id: $id)\n  }\n": typeof types.DeleteReelDocument,
    "\n  fragment RefiQdaImportFields on RefiQdaImport {\n    id\n    projectId\n    fileName\n    format\n    status\n    origin\n    notesCreated\n    tagsCreated\n    highlightsCreated\n    peopleCreated\n    warnings\n    report {\n      kind\n      name\n      reason\n    }\n    errorMessage\n  }\n": typeof types.RefiQdaImportFieldsFragmentDoc,
    "\n  query RefiQdaImport($id: ID!) {\n    refiQdaImport(id: $id) {\n      ...RefiQdaImportFields\n    }\n  }\n": typeof types.RefiQdaImportDocument,
    "\n  fragment SearchItemFields on SearchItem {\n    id\n    type\n    preview {\n      title {\n        text\n        match\n      }\n      content {\n        text\n        match\n      }\n    }\n    projectId\n    projectTitle\n    noteId\n    channelId\n    channelTitle\n    tags {\n      id\n      title\n      color\n    }\n    published\n    createdAt\n    updatedAt\n  }\n": typeof types.SearchItemFieldsFragmentDoc,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        ...SearchItemFields\n      }\n      total\n      totalIsEstimate\n      offset\n      suggestedQuery\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query SearchCounts(\n    $everything: SearchInput!\n    $project: SearchInput!\n    $folder: SearchInput!\n    $note: SearchInput!\n    $highlight: SearchInput!\n    $insight: SearchInput!\n    $tag: SearchInput!\n    $person: SearchInput!\n    $channel: SearchInput!\n    $datapoint: SearchInput!\n    $theme: SearchInput!\n  ) {\n    everything: search(input: $everything) {\n      total\n      totalIsEstimate\n    }\n    project: search(input: $project) {\n      total\n      totalIsEstimate\n    }\n    folder: search(input: $folder) {\n      total\n      totalIsEstimate\n    }\n    note: search(input: $note) {\n      total\n      totalIsEstimate\n    }\n    highlight: search(input: $highlight) {\n      total\n      totalIsEstimate\n    }\n    insight: search(input: $insight) {\n      total\n      totalIsEstimate\n    }\n    tag: search(input: $tag) {\n      total\n      totalIsEstimate\n    }\n    person: search(input: $person) {\n      total\n      totalIsEstimate\n    }\n    channel: search(input: $channel) {\n      total\n      totalIsEstimate\n    }\n    datapoint: search(input: $datapoint) {\n      total\n      totalIsEstimate\n    }\n    theme: search(input: $theme) {\n      total\n      totalIsEstimate\n    }\n  }\n": typeof types.SearchCountsDocument,
    "\n  query PersonFilterFields {\n    customFields(target: PERSON) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n  }\n": typeof types.PersonFilterFieldsDocument,
    "\n  query ChannelFilterOptions {\n    channels {\n      id\n      title\n      themes {\n        id\n        title\n      }\n      datasets {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ChannelFilterOptionsDocument,
    "\n  query SearchFilterOptions($tags: SearchInput!, $projectId: ID) {\n    noteFields: customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    insightFields: customFields(target: INSIGHT, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    people(limit: 1000) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n    projects(archived: false) {\n      id\n      title\n    }\n    archivedProjects: projects(archived: true) {\n      id\n      title\n    }\n    folders {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n    tagItems: search(input: $tags) {\n      items {\n        id\n        projectTitle\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n": typeof types.SearchFilterOptionsDocument,
    "\n  fragment WorkspaceSecurityFields on WorkspaceSecurity {\n    ssoEnforced\n    ssoReadyToEnforce\n    idleLifetime\n    absoluteLifetime\n    updatedAt\n    breakGlassManagers {\n      accountId\n      name\n      email\n    }\n  }\n": typeof types.WorkspaceSecurityFieldsFragmentDoc,
    "\n  query WorkspaceSecurity {\n    workspaceSecurity {\n      ...WorkspaceSecurityFields\n    }\n  }\n": typeof types.WorkspaceSecurityDocument,
    "\n  mutation SaveSessionLifetimes($input: SessionLifetimesInput!) {\n    saveSessionLifetimes(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n": typeof types.SaveSessionLifetimesDocument,
    "\n  mutation SaveSsoEnforcement($input: SsoEnforcementInput!) {\n    saveSsoEnforcement(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n": typeof types.SaveSsoEnforcementDocument,
    "\n  query IdpGroupRoles {\n    idpGroupRoles {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n": typeof types.IdpGroupRolesDocument,
    "\n  mutation SaveIdpGroupRoles($input: IdpGroupRolesInput!) {\n    saveIdpGroupRoles(input: $input) {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n": typeof types.SaveIdpGroupRolesDocument,
    "\n  query ScimProvisioning {\n    scimProvisioning {\n      activeTokens\n      lastSyncAt\n      recentChanges {\n        id\n        occurredAt\n        action\n        actorName\n        objectLabel\n      }\n    }\n  }\n": typeof types.ScimProvisioningDocument,
    "\n  fragment SegmentFields on Segment {\n    id\n    title\n    personCount\n  }\n": typeof types.SegmentFieldsFragmentDoc,
    "\n  query Segments {\n    segments {\n      ...SegmentFields\n    }\n  }\n": typeof types.SegmentsDocument,
    "\n  query PersonSegments($id: ID!) {\n    person(id: $id) {\n      id\n      segments {\n        ...SegmentFields\n      }\n    }\n  }\n": typeof types.PersonSegmentsDocument,
    "\n  mutation CreateSegment($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": typeof types.CreateSegmentDocument,
    "\n  mutation RenameSegment($input: RenameSegmentInput!) {\n    renameSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": typeof types.RenameSegmentDocument,
    "\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n": typeof types.DeleteSegmentDocument,
    "\n  mutation AddPeopleToSegment($input: SegmentPeopleInput!) {\n    addPeopleToSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": typeof types.AddPeopleToSegmentDocument,
    "\n  mutation RemovePeopleFromSegment($input: SegmentPeopleInput!) {\n    removePeopleFromSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": typeof types.RemovePeopleFromSegmentDocument,
    "\n  fragment MemberFields on Member {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n": typeof types.MemberFieldsFragmentDoc,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": typeof types.ApiTokenFieldsFragmentDoc,
    "\n  query Members {\n    members {\n      ...MemberFields\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query MemberProfile($userId: ID!) {\n    memberProfile(userId: $userId) {\n      ...MemberFields\n    }\n  }\n": typeof types.MemberProfileDocument,
    "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...MemberFields\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      message\n      expiresAt\n      link\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        ...ApiTokenFields\n      }\n      token\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  fragment PendingInviteFields on PendingInvite {\n    id\n    email\n    role\n    invitedByName\n    createdAt\n    expiresAt\n    expired\n  }\n": typeof types.PendingInviteFieldsFragmentDoc,
    "\n  query PendingInvites {\n    pendingInvites {\n      ...PendingInviteFields\n    }\n  }\n": typeof types.PendingInvitesDocument,
    "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      id\n      email\n      expiresAt\n    }\n  }\n": typeof types.ResendInviteDocument,
    "\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      email\n    }\n  }\n": typeof types.RevokeInviteDocument,
    "\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      ...AccountFields\n    }\n  }\n": typeof types.UpdateAccountDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ...AccountFields\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  fragment ScimTokenFields on ScimToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": typeof types.ScimTokenFieldsFragmentDoc,
    "\n  query ScimTokens {\n    scimTokens {\n      ...ScimTokenFields\n    }\n  }\n": typeof types.ScimTokensDocument,
    "\n  mutation CreateScimToken($name: String!) {\n    createScimToken(name: $name) {\n      scimToken {\n        ...ScimTokenFields\n      }\n      token\n    }\n  }\n": typeof types.CreateScimTokenDocument,
    "\n  mutation RevokeScimToken($id: ID!) {\n    revokeScimToken(id: $id)\n  }\n": typeof types.RevokeScimTokenDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      ip\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation EndMemberSessions($memberId: ID!) {\n    endMemberSessions(memberId: $memberId)\n  }\n": typeof types.EndMemberSessionsDocument,
    "\n  query SharedNote($shareToken: String!) {\n    sharedNote(shareToken: $shareToken) {\n      title\n      createdAt\n      content\n    }\n  }\n": typeof types.SharedNoteDocument,
    "\n  query SharedHighlight($shareToken: String!) {\n    sharedHighlight(shareToken: $shareToken) {\n      ...PublicHighlightFields\n    }\n  }\n": typeof types.SharedHighlightDocument,
    "\n  fragment ShareLinkFields on ShareLink {\n    id\n    token\n    path\n    createdAt\n    revokedAt\n    active\n  }\n": typeof types.ShareLinkFieldsFragmentDoc,
    "\n  query ShareLinks($insightId: ID!) {\n    shareLinks(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.ShareLinksDocument,
    "\n  query NoteShareLinks($noteId: ID!) {\n    noteShareLinks(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.NoteShareLinksDocument,
    "\n  query HighlightShareLinks($highlightId: ID!) {\n    highlightShareLinks(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.HighlightShareLinksDocument,
    "\n  mutation CreateShareLink($insightId: ID!) {\n    createShareLink(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation CreateNoteShareLink($noteId: ID!) {\n    createNoteShareLink(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.CreateNoteShareLinkDocument,
    "\n  mutation CreateHighlightShareLink($highlightId: ID!) {\n    createHighlightShareLink(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.CreateHighlightShareLinkDocument,
    "\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id) {\n      ...ShareLinkFields\n    }\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  query WorkspaceDomains {\n    workspaceDomains {\n      id\n      domain\n      verified\n      verifiedAt\n      txtRecordName\n      txtRecordValue\n    }\n  }\n": typeof types.WorkspaceDomainsDocument,
    "\n  mutation AddWorkspaceDomain($domain: String!) {\n    addWorkspaceDomain(domain: $domain) {\n      id\n    }\n  }\n": typeof types.AddWorkspaceDomainDocument,
    "\n  mutation VerifyWorkspaceDomain($id: ID!) {\n    verifyWorkspaceDomain(id: $id) {\n      id\n      verified\n      verifiedAt\n    }\n  }\n": typeof types.VerifyWorkspaceDomainDocument,
    "\n  mutation RemoveWorkspaceDomain($id: ID!) {\n    removeWorkspaceDomain(id: $id)\n  }\n": typeof types.RemoveWorkspaceDomainDocument,
    "\n  query SsoSettings {\n    ssoSettings {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n": typeof types.SsoSettingsDocument,
    "\n  mutation SaveSsoSettings($input: SsoSettingsInput!) {\n    saveSsoSettings(input: $input) {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n": typeof types.SaveSsoSettingsDocument,
    "\n  query SamlSettings {\n    samlSettings {\n      configured\n      idpEntityId\n      idpSsoUrl\n      idpSloUrl\n      idpMetadataUrl\n      idpCertificateExpiries\n      emailAttribute\n      nameAttribute\n      defaultRole\n      trustIdpEmails\n      allowIdpInitiated\n      testSignInSucceededAt\n      spEntityId\n      acsUrl\n      sloUrl\n      metadataUrl\n      spCertificate\n      spNextCertificate\n      activeProtocol\n      updatedAt\n    }\n  }\n": typeof types.SamlSettingsDocument,
    "\n  mutation SaveSamlSettings($input: SamlSettingsInput!) {\n    saveSamlSettings(input: $input) {\n      configured\n      idpEntityId\n      activeProtocol\n    }\n  }\n": typeof types.SaveSamlSettingsDocument,
    "\n  mutation StartSamlSpKeyRotation {\n    startSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n": typeof types.StartSamlSpKeyRotationDocument,
    "\n  mutation FinishSamlSpKeyRotation {\n    finishSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n": typeof types.FinishSamlSpKeyRotationDocument,
    "\n  mutation ChooseSsoProtocol($protocol: SsoProtocol!) {\n    chooseSsoProtocol(protocol: $protocol) {\n      activeProtocol\n    }\n  }\n": typeof types.ChooseSsoProtocolDocument,
    "\n  fragment TagBoardSummaryFields on TagBoard {\n    id\n    shortId\n    projectId\n    title\n    groupCount\n  }\n": typeof types.TagBoardSummaryFieldsFragmentDoc,
    "\n  fragment BoardTagFields on Tag {\n    id\n    title\n    color\n    highlightCount\n  }\n": typeof types.BoardTagFieldsFragmentDoc,
    "\n  fragment TagBoardFields on TagBoard {\n    ...TagBoardSummaryFields\n    groups {\n      id\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n    ungroupedTags {\n      ...BoardTagFields\n    }\n  }\n": typeof types.TagBoardFieldsFragmentDoc,
    "\n  query TagBoards($projectId: ID!) {\n    tagBoards(projectId: $projectId) {\n      ...TagBoardSummaryFields\n    }\n  }\n": typeof types.TagBoardsDocument,
    "\n  query TagBoard($id: ID!) {\n    tagBoard(id: $id) {\n      ...TagBoardFields\n    }\n  }\n": typeof types.TagBoardDocument,
    "\n  mutation CreateTagBoard($input: CreateTagBoardInput!) {\n    createTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n": typeof types.CreateTagBoardDocument,
    "\n  mutation UpdateTagBoard($input: UpdateTagBoardInput!) {\n    updateTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n": typeof types.UpdateTagBoardDocument,
    "\n  mutation DeleteTagBoard($id: ID!) {\n    deleteTagBoard(id: $id)\n  }\n": typeof types.DeleteTagBoardDocument,
    "\n  mutation CreateTagGroup($input: CreateTagGroupInput!) {\n    createTagGroup(input: $input) {\n      id\n      boardId\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n  }\n": typeof types.CreateTagGroupDocument,
    "\n  mutation UpdateTagGroup($input: UpdateTagGroupInput!) {\n    updateTagGroup(input: $input) {\n      id\n      title\n      color\n    }\n  }\n": typeof types.UpdateTagGroupDocument,
    "\n  mutation DeleteTagGroup($id: ID!) {\n    deleteTagGroup(id: $id)\n  }\n": typeof types.DeleteTagGroupDocument,
    "\n  mutation MoveTagGroup($input: MoveTagGroupInput!) {\n    moveTagGroup(input: $input) {\n      id\n      boardId\n    }\n  }\n": typeof types.MoveTagGroupDocument,
    "\n  mutation MoveTagOnBoard($input: MoveTagOnBoardInput!) {\n    moveTagOnBoard(input: $input) {\n      ...TagBoardFields\n    }\n  }\n": typeof types.MoveTagOnBoardDocument,
    "\n  fragment TagChartFields on TagChart {\n    projectId\n    metric\n    type\n    collapsedGroupIds\n    hiddenItemIds\n    groups {\n      id\n      title\n      color\n      boardTitle\n      collapsed\n    }\n    items {\n      id\n      kind\n      title\n      color\n      highlightCount\n      noteCount\n      textVolume\n      hidden\n    }\n  }\n": typeof types.TagChartFieldsFragmentDoc,
    "\n  query TagChart($projectId: ID!) {\n    tagChart(projectId: $projectId) {\n      ...TagChartFields\n    }\n  }\n": typeof types.TagChartDocument,
    "\n  mutation UpdateTagChart($input: UpdateTagChartInput!) {\n    updateTagChart(input: $input) {\n      ...TagChartFields\n    }\n  }\n": typeof types.UpdateTagChartDocument,
    "\n  fragment TagFields on Tag {\n    id\n    projectId\n    title\n    color\n    description\n    sentiment\n    highlightCount\n  }\n": typeof types.TagFieldsFragmentDoc,
    "\n  query TagList($projectId: ID) {\n    tags(projectId: $projectId) {\n      ...TagFields\n    }\n  }\n": typeof types.TagListDocument,
    "\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      sentiment\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n": typeof types.TagPageDocument,
    "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.CreateTagDocument,
    "\n  mutation UpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      ...TagFields\n    }\n  }\n": typeof types.UpdateTagDocument,
    "\n  mutation MergeTags($sourceId: ID!, $targetId: ID!) {\n    mergeTags(sourceId: $sourceId, targetId: $targetId) {\n      ...TagFields\n    }\n  }\n": typeof types.MergeTagsDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": typeof types.DeleteTagDocument,
    "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n": typeof types.CreateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n": typeof types.DeleteHighlightDocument,
    "\n  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {\n    tagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": typeof types.TagHighlightDocument,
    "\n  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {\n    untagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": typeof types.UntagHighlightDocument,
    "\n  fragment WorkspaceTemplateFields on WorkspaceTemplate {\n    id\n    shortId\n    type\n    title\n    description\n    content\n    updatedAt\n    projectStructure {\n      summary\n      tags {\n        title\n        color\n      }\n      fields {\n        target\n        label\n        type\n        optionCount\n      }\n    }\n  }\n": typeof types.WorkspaceTemplateFieldsFragmentDoc,
    "\n  query WorkspaceTemplates($type: WorkspaceTemplateType) {\n    workspaceTemplates(type: $type) {\n      ...WorkspaceTemplateFields\n    }\n  }\n": typeof types.WorkspaceTemplatesDocument,
    "\n  query WorkspaceTemplate($id: ID!) {\n    workspaceTemplate(id: $id) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n": typeof types.WorkspaceTemplateDocument,
    "\n  mutation CreateInsightTemplate($input: CreateInsightTemplateInput!) {\n    createInsightTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n": typeof types.CreateInsightTemplateDocument,
    "\n  mutation CreateProjectTemplate($input: CreateProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n": typeof types.CreateProjectTemplateDocument,
    "\n  mutation UpdateWorkspaceTemplate($input: UpdateWorkspaceTemplateInput!) {\n    updateWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n": typeof types.UpdateWorkspaceTemplateDocument,
    "\n  mutation DeleteWorkspaceTemplate($id: ID!) {\n    deleteWorkspaceTemplate(id: $id)\n  }\n": typeof types.DeleteWorkspaceTemplateDocument,
    "\n  mutation CreateProjectFromTemplate($input: CreateProjectFromTemplateInput!) {\n    createProjectFromTemplate(input: $input) {\n      ...ProjectFields\n    }\n  }\n": typeof types.CreateProjectFromTemplateDocument,
    "\n  mutation CreateInsightFromTemplate($input: CreateInsightFromTemplateInput!) {\n    createInsightFromTemplate(input: $input) {\n      ...InsightFields\n    }\n  }\n": typeof types.CreateInsightFromTemplateDocument,
    "\n  fragment HighlightThemesFields on HighlightThemesModel {\n    considered\n    unclustered\n    amount\n    strictness\n    embeddingModel\n    rejectedNames\n    modelFailed\n    aiActivityId\n    provider {\n      kind\n      model\n    }\n    themes {\n      name\n      description\n      namedBy\n      keywords\n      highlights {\n        id\n        noteId\n        noteTitle\n        projectId\n        text\n      }\n    }\n  }\n": typeof types.HighlightThemesFieldsFragmentDoc,
    "\n  fragment ThemeJobFields on ThemeJob {\n    id\n    projectId\n    status\n    progress\n    errorMessage\n    amount\n    strictness\n    result {\n      ...HighlightThemesFields\n    }\n  }\n": typeof types.ThemeJobFieldsFragmentDoc,
    "\n  query ThemeJobs($input: ThemeScopeInput!) {\n    themeJobs(input: $input) {\n      latest {\n        ...ThemeJobFields\n      }\n      lastCompleted {\n        ...ThemeJobFields\n      }\n    }\n  }\n": typeof types.ThemeJobsDocument,
    "\n  mutation StartHighlightThemes($input: HighlightThemesInput!) {\n    startHighlightThemes(input: $input) {\n      ...ThemeJobFields\n    }\n  }\n": typeof types.StartHighlightThemesDocument,
    "\n  mutation CancelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ThemeJobFields\n    }\n  }\n": typeof types.CancelThemeJobDocument,
    "\n  mutation AcceptTheme($input: AcceptThemeInput!) {\n    acceptTheme(input: $input) {\n      tag {\n        ...TagFields\n      }\n      highlightIds\n    }\n  }\n": typeof types.AcceptThemeDocument,
    "\n  mutation DraftThemeInsight($input: DraftThemeInsightInput!) {\n    draftThemeInsight(input: $input) {\n      id\n      title\n      published\n    }\n  }\n": typeof types.DraftThemeInsightDocument,
    "\n  fragment TranscriptionJobFields on TranscriptionJob {\n    id\n    fileId\n    language\n    status\n    progress\n    minutes\n    model\n    detectedLanguage\n    cueCount\n    errorMessage\n    createdAt\n    finishedAt\n  }\n": typeof types.TranscriptionJobFieldsFragmentDoc,
    "\n  query TranscriptionSettings {\n    transcriptionSettings {\n      endpointConfigured\n      model\n      unavailableMessage\n      defaultLanguage\n      provider\n      settingsAllowed\n      chooseProviderAllowed\n      hipaaEnforced\n      minutesUsedThisMonth\n      maxMonthlyMinutes\n      languages\n    }\n  }\n": typeof types.TranscriptionSettingsDocument,
    "\n  mutation UpdateTranscriptionSettings($input: UpdateTranscriptionSettingsInput!) {\n    updateTranscriptionSettings(input: $input) {\n      defaultLanguage\n      provider\n      unavailableMessage\n    }\n  }\n": typeof types.UpdateTranscriptionSettingsDocument,
    "\n  query ProjectTranscriptionSettings($projectId: ID!) {\n    projectTranscriptionSettings(projectId: $projectId) {\n      projectId\n      language\n      inherited\n    }\n  }\n": typeof types.ProjectTranscriptionSettingsDocument,
    "\n  mutation UpdateProjectTranscriptionSettings($input: UpdateProjectTranscriptionSettingsInput!) {\n    updateProjectTranscriptionSettings(input: $input) {\n      projectId\n      language\n      inherited\n    }\n  }\n": typeof types.UpdateProjectTranscriptionSettingsDocument,
    "\n  query FileTranscription($fileId: ID!) {\n    fileTranscription(fileId: $fileId) {\n      fileId\n      job {\n        ...TranscriptionJobFields\n      }\n    }\n  }\n": typeof types.FileTranscriptionDocument,
    "\n  mutation StartTranscription($input: StartTranscriptionInput!) {\n    startTranscription(input: $input) {\n      ...TranscriptionJobFields\n    }\n  }\n": typeof types.StartTranscriptionDocument,
    "\n  mutation CancelTranscription($id: ID!) {\n    cancelTranscription(id: $id) {\n      ...TranscriptionJobFields\n    }\n  }\n": typeof types.CancelTranscriptionDocument,
    "\n  query Trash($projectId: ID) {\n    trash(projectId: $projectId) {\n      id\n      kind\n      title\n      projectId\n      projectTitle\n      deletedAt\n      deletedBy {\n        id\n        name\n      }\n    }\n  }\n": typeof types.TrashDocument,
    "\n  mutation RestoreProjectFromTrash($id: ID!) {\n    restoreProject(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreProjectFromTrashDocument,
    "\n  mutation RestoreNoteFromTrash($id: ID!) {\n    restoreNote(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreNoteFromTrashDocument,
    "\n  mutation DeleteProjectForever($id: ID!) {\n    deleteProjectForever(id: $id)\n  }\n": typeof types.DeleteProjectForeverDocument,
    "\n  mutation DeleteNoteForever($id: ID!) {\n    deleteNoteForever(id: $id)\n  }\n": typeof types.DeleteNoteForeverDocument,
    "\n  mutation RestoreInsightFromTrash($id: ID!) {\n    restoreInsight(id: $id) {\n      id\n    }\n  }\n": typeof types.RestoreInsightFromTrashDocument,
    "\n  mutation DeleteInsightForever($id: ID!) {\n    deleteInsightForever(id: $id)\n  }\n": typeof types.DeleteInsightForeverDocument,
    "\n  query BetaFeatures {\n    betaFeatures {\n      feature\n      enabled\n      changedAt\n    }\n  }\n": typeof types.BetaFeaturesDocument,
    "\n  mutation SetBetaFeature($input: SetBetaFeatureInput!) {\n    setBetaFeature(input: $input) {\n      feature\n      enabled\n      changedAt\n    }\n  }\n": typeof types.SetBetaFeatureDocument,
    "\n  query ProductFeedback {\n    productFeedback {\n      id\n      category\n      message\n      page\n      sentByName\n      sentAt\n    }\n  }\n": typeof types.ProductFeedbackDocument,
    "\n  mutation SendProductFeedback($input: SendProductFeedbackInput!) {\n    sendProductFeedback(input: $input) {\n      id\n    }\n  }\n": typeof types.SendProductFeedbackDocument,
    "\n  query Extensions($projectId: ID) {\n    extensions(projectId: $projectId) {\n      key\n      type\n      title\n      description\n      items {\n        title\n        detail\n      }\n      installationId\n      installedAt\n      installedByName\n    }\n  }\n": typeof types.ExtensionsDocument,
    "\n  mutation InstallExtension($input: InstallExtensionInput!) {\n    installExtension(input: $input) {\n      key\n      installationId\n    }\n  }\n": typeof types.InstallExtensionDocument,
    "\n  mutation UninstallExtension($id: ID!) {\n    uninstallExtension(id: $id)\n  }\n": typeof types.UninstallExtensionDocument,
};
const documents: Documents = {
    "\n  fragment UserGroupFields on UserGroup {\n    id\n    name\n    memberCount\n    members {\n      id\n      name\n      email\n    }\n    createdAt\n  }\n": types.UserGroupFieldsFragmentDoc,
    "\n  fragment ProjectAccessFields on ProjectAccess {\n    projectId\n    generalAccess\n    entries {\n      subjectKind\n      subjectId\n      name\n      email\n      memberCount\n      permission\n    }\n  }\n": types.ProjectAccessFieldsFragmentDoc,
    "\n  query UserGroups {\n    userGroups {\n      ...UserGroupFields\n    }\n  }\n": types.UserGroupsDocument,
    "\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": types.CreateUserGroupDocument,
    "\n  mutation RenameUserGroup($input: RenameUserGroupInput!) {\n    renameUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": types.RenameUserGroupDocument,
    "\n  mutation DeleteUserGroup($id: ID!) {\n    deleteUserGroup(id: $id)\n  }\n": types.DeleteUserGroupDocument,
    "\n  mutation AddUserGroupMembers($input: UserGroupMembersInput!) {\n    addUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": types.AddUserGroupMembersDocument,
    "\n  mutation RemoveUserGroupMembers($input: UserGroupMembersInput!) {\n    removeUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n": types.RemoveUserGroupMembersDocument,
    "\n  query ProjectAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      shortId\n      title\n      private\n      viewerAccess {\n        permission\n        canEdit\n        canManageAccess\n      }\n    }\n    projectAccess(projectId: $projectId) {\n      ...ProjectAccessFields\n    }\n  }\n": types.ProjectAccessDocument,
    "\n  query AccessCandidates {\n    members {\n      id\n      name\n      email\n    }\n    userGroups {\n      id\n      name\n      memberCount\n    }\n  }\n": types.AccessCandidatesDocument,
    "\n  mutation SetProjectGeneralAccess($input: SetProjectGeneralAccessInput!) {\n    setProjectGeneralAccess(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n": types.SetProjectGeneralAccessDocument,
    "\n  mutation SetProjectPermission($input: SetProjectPermissionInput!) {\n    setProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n": types.SetProjectPermissionDocument,
    "\n  mutation RemoveProjectPermission($input: RemoveProjectPermissionInput!) {\n    removeProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n": types.RemoveProjectPermissionDocument,
    "\n  query ProjectViewerAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      viewerAccess {\n        canEdit\n      }\n    }\n  }\n": types.ProjectViewerAccessDocument,
    "\n  fragment AccessRequestFields on AccessRequest {\n    id\n    projectId\n    permission\n    role\n    message\n    status\n    createdAt\n    expiresAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n": types.AccessRequestFieldsFragmentDoc,
    "\n  query AccessRequestTarget($projectId: ID, $noteId: ID) {\n    accessRequestTarget(projectId: $projectId, noteId: $noteId) {\n      projectId\n      hasAccess\n      pendingRequest {\n        ...AccessRequestFields\n      }\n    }\n  }\n": types.AccessRequestTargetDocument,
    "\n  query AccessRequests($projectId: ID!) {\n    accessRequests(projectId: $projectId) {\n      ...AccessRequestFields\n    }\n  }\n": types.AccessRequestsDocument,
    "\n  mutation RequestProjectAccess($input: RequestProjectAccessInput!) {\n    requestProjectAccess(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n": types.RequestProjectAccessDocument,
    "\n  mutation ApproveAccessRequest($input: ApproveAccessRequestInput!) {\n    approveAccessRequest(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n": types.ApproveAccessRequestDocument,
    "\n  mutation DenyAccessRequest($id: ID!) {\n    denyAccessRequest(id: $id) {\n      ...AccessRequestFields\n    }\n  }\n": types.DenyAccessRequestDocument,
    "\n  query AiSettings {\n    aiSettings {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n": types.AiSettingsDocument,
    "\n  mutation UpdateAiSettings($input: UpdateAiSettingsInput!) {\n    updateAiSettings(input: $input) {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n": types.UpdateAiSettingsDocument,
    "\n  query SummaryFrameworks {\n    summaryFrameworks {\n      framework\n      label\n      description\n    }\n  }\n": types.SummaryFrameworksDocument,
    "\n  query NoteSummaryPanel($noteId: ID!) {\n    noteSummary(noteId: $noteId) {\n      noteId\n      autoSummarize\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n": types.NoteSummaryPanelDocument,
    "\n  mutation GenerateNoteSummary($input: GenerateNoteSummaryInput!) {\n    generateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n": types.GenerateNoteSummaryDocument,
    "\n  mutation StartNoteSummary($input: GenerateNoteSummaryInput!) {\n    startNoteSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n": types.StartNoteSummaryDocument,
    "\n  mutation CancelNoteSummaryJob($id: ID!) {\n    cancelNoteSummaryJob(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelNoteSummaryJobDocument,
    "\n  subscription NoteSummaryJobProgress($jobId: ID!) {\n    noteSummaryJobProgress(jobId: $jobId) {\n      jobId\n      status\n      progress\n      text\n      errorMessage\n    }\n  }\n": types.NoteSummaryJobProgressDocument,
    "\n  mutation UpdateNoteSummary($input: UpdateNoteSummaryInput!) {\n    updateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n": types.UpdateNoteSummaryDocument,
    "\n  query AiActivity($offset: Int!, $limit: Int!) {\n    aiActivity(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        task\n        framework\n        provider {\n          kind\n          model\n        }\n        modelRegion\n        promptVersion\n        inputKind\n        inputIds\n        projectId\n        language\n        requestedByName\n        errorMessage\n        startedAt\n        finishedAt\n        outputChars\n        status\n      }\n    }\n  }\n": types.AiActivityDocument,
    "\n  mutation UpdateProjectAiDefaults($input: UpdateProjectAiDefaultsInput!) {\n    updateProjectAiDefaults(input: $input) {\n      projectId\n      defaultFramework\n      defaultSummaryLanguage\n    }\n  }\n": types.UpdateProjectAiDefaultsDocument,
    "\n  query NoteHighlightSuggestions($noteId: ID!) {\n    noteHighlightSuggestions(noteId: $noteId) {\n      noteId\n      highlightsMode\n      tagsMode\n      canReview\n      suggestions {\n        id\n        text\n        startOffset\n        endOffset\n        highlightReason\n        suggestedTagIds\n        suggestedTags {\n          id\n          title\n          color\n        }\n        provider\n        model\n      }\n    }\n  }\n": types.NoteHighlightSuggestionsDocument,
    "\n  mutation SuggestHighlights($noteId: ID!) {\n    suggestHighlights(noteId: $noteId) {\n      created\n      aiActivityId\n    }\n  }\n": types.SuggestHighlightsDocument,
    "\n  mutation ReviewHighlightSuggestion($input: ReviewHighlightSuggestionInput!) {\n    reviewHighlightSuggestion(input: $input) {\n      id\n      review\n      highlightId\n    }\n  }\n": types.ReviewHighlightSuggestionDocument,
    "\n  mutation AcceptAllHighlightSuggestions($noteId: ID!) {\n    acceptAllHighlightSuggestions(noteId: $noteId) {\n      accepted\n      skipped\n    }\n  }\n": types.AcceptAllHighlightSuggestionsDocument,
    "\n  query AiAutoFeatures($projectId: ID) {\n    aiAutoFeatures(projectId: $projectId) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n": types.AiAutoFeaturesDocument,
    "\n  mutation UpdateAiAutoFeature($input: UpdateAiAutoFeatureInput!) {\n    updateAiAutoFeature(input: $input) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n": types.UpdateAiAutoFeatureDocument,
    "\n  query NoteRedactionSuggestions($noteId: ID!) {\n    noteRedactionSuggestions(noteId: $noteId) {\n      noteId\n      redactMode\n      canReview\n      suggestions {\n        id\n        kind\n        text\n        startOffset\n        endOffset\n      }\n    }\n  }\n": types.NoteRedactionSuggestionsDocument,
    "\n  mutation ReviewRedactionSuggestion($input: ReviewRedactionSuggestionInput!) {\n    reviewRedactionSuggestion(input: $input) {\n      id\n      review\n    }\n  }\n": types.ReviewRedactionSuggestionDocument,
    "\n  query InsightSummaryPanel($insightId: ID!) {\n    insightSummary(insightId: $insightId) {\n      insightId\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n": types.InsightSummaryPanelDocument,
    "\n  mutation StartInsightSummary($input: GenerateInsightSummaryInput!) {\n    startInsightSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n": types.StartInsightSummaryDocument,
    "\n  mutation UpdateInsightSummary($input: UpdateInsightSummaryInput!) {\n    updateInsightSummary(input: $input) {\n      insightId\n      content\n    }\n  }\n": types.UpdateInsightSummaryDocument,
    "\n  query AiRegionSettings {\n    aiRegionSettings {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n": types.AiRegionSettingsDocument,
    "\n  mutation UpdateAiRegion($input: UpdateAiRegionInput!) {\n    updateAiRegion(input: $input) {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n": types.UpdateAiRegionDocument,
    "\n  fragment NoteTranslationJobFields on NoteTranslationJob {\n    id\n    noteId\n    sourceLanguage\n    targetLanguage\n    status\n    progress\n    outcome\n    error\n    errorMessage\n    translatedNoteId\n  }\n": types.NoteTranslationJobFieldsFragmentDoc,
    "\n  mutation StartNoteTranslation($input: TranslateNoteInput!) {\n    startNoteTranslation(input: $input) {\n      ...NoteTranslationJobFields\n    }\n  }\n": types.StartNoteTranslationDocument,
    "\n  query NoteTranslationJob($id: ID!) {\n    noteTranslationJob(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n": types.NoteTranslationJobDocument,
    "\n  mutation CancelNoteTranslation($id: ID!) {\n    cancelNoteTranslation(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n": types.CancelNoteTranslationDocument,
    "\n  query NoteTranslationJobs($noteId: ID!) {\n    noteTranslationJobs(noteId: $noteId) {\n      live {\n        ...NoteTranslationJobFields\n      }\n    }\n  }\n": types.NoteTranslationJobsDocument,
    "\n  fragment AiAnswerViewFields on AiAnswer {\n    summary\n    sample\n    extractive\n    droppedQuotes\n    removedSentences\n    provider {\n      model\n    }\n    content {\n      type\n      level\n      text\n      citationReferenceIds\n    }\n    citations {\n      citationReferenceId\n      url\n      title\n      projectTitle\n      quote\n      verification\n    }\n  }\n": types.AiAnswerViewFieldsFragmentDoc,
    "\n  mutation Ask($input: AskInput!) {\n    ask(input: $input) {\n      ...AiAnswerViewFields\n      question\n      isQuestion\n      summary\n      sample\n      extractive\n      droppedQuotes\n      removedSentences\n      aiActivityId\n      provider {\n        kind\n        model\n      }\n      counts {\n        projects\n        highlights\n        channels\n        items\n        notes\n        people\n      }\n      content {\n        type\n        level\n        text\n        citationReferenceIds\n      }\n      citations {\n        id\n        type\n        parentId\n        title\n        projectTitle\n        text\n        quote\n        citationReferenceId\n        url\n        noteId\n        startOffset\n        endOffset\n        verification\n        alignmentScore\n      }\n    }\n  }\n": types.AskDocument,
    "\n  query AuditLog($filter: AuditLogFilterInput, $offset: Int!, $limit: Int!) {\n    auditLog(filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        occurredAt\n        actorId\n        actorName\n        action\n        objectType\n        objectId\n        objectLabel\n        oldValue\n        newValue\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AuditLogCsv($filter: AuditLogFilterInput!) {\n    auditLogCsv(filter: $filter)\n  }\n": types.AuditLogCsvDocument,
    "\n  query AuditLogActors {\n    members {\n      id\n      name\n      email\n    }\n  }\n": types.AuditLogActorsDocument,
    "\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n": types.WorkspaceFieldsFragmentDoc,
    "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n    theme\n    hasPassword\n  }\n": types.AccountFieldsFragmentDoc,
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
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation WorkspaceSignInLink($teamId: ID!) {\n    workspaceSignInLink(teamId: $teamId)\n  }\n": types.WorkspaceSignInLinkDocument,
    "\n  mutation RedeemSignInLink($token: String!) {\n    redeemSignInLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": types.RedeemSignInLinkDocument,
    "\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n": types.RequestMagicLinkDocument,
    "\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n": types.SignInWithMagicLinkDocument,
    "\n  mutation SingleLogout {\n    singleLogout\n  }\n": types.SingleLogoutDocument,
    "\n  query BillingAddOns {\n    billingAddOns {\n      reference\n      name\n      description\n      held\n      intervals\n    }\n  }\n": types.BillingAddOnsDocument,
    "\n  query PreviewAddOnChange($input: AddOnChoiceInput!) {\n    previewAddOnChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n": types.PreviewAddOnChangeDocument,
    "\n  mutation ChangeAddOn($input: ChangeAddOnInput!) {\n    changeAddOn(input: $input) {\n      reference\n      held\n    }\n  }\n": types.ChangeAddOnDocument,
    "\n  query BillingOverview {\n    billing {\n      enabled\n      planReference\n      planName\n      stripeSubscriptionStatus\n      hasSubscription\n      interval\n      totalSeatsAvailable\n      seatsAllocated\n      viewerCount\n      freeViewerSeats\n      utilizationPercentage\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plans {\n        reference\n        name\n        description\n        rank\n        minimumSeats\n        maximumSeats\n        intervals\n      }\n    }\n  }\n": types.BillingOverviewDocument,
    "\n  mutation StartCheckout($input: SubscriptionChoiceInput!) {\n    startCheckout(input: $input) {\n      url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n": types.OpenBillingPortalDocument,
    "\n  query PreviewSubscriptionChange($input: SubscriptionChoiceInput!) {\n    previewSubscriptionChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n": types.PreviewSubscriptionChangeDocument,
    "\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      enabled\n      planReference\n      interval\n      totalSeatsAvailable\n      utilizationPercentage\n    }\n  }\n": types.ChangeSubscriptionDocument,
    "\n  mutation SetCancelAtPeriodEnd($input: CancelAtPeriodEndInput!) {\n    setCancelAtPeriodEnd(input: $input) {\n      enabled\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n": types.SetCancelAtPeriodEndDocument,
    "\n  query BillingStatus {\n    billing {\n      enabled\n      stripeSubscriptionStatus\n    }\n    workspacePlan {\n      readOnly\n    }\n  }\n": types.BillingStatusDocument,
    "\n  query TrialAccess {\n    trialAccess {\n      billingOn\n      state\n      requestedAt\n      endsAt\n      trialPlans {\n        reference\n        name\n        description\n      }\n    }\n  }\n": types.TrialAccessDocument,
    "\n  mutation RequestTrial {\n    requestTrial {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n": types.RequestTrialDocument,
    "\n  mutation StartTrial($planReference: String!) {\n    startTrial(planReference: $planReference) {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n": types.StartTrialDocument,
    "\n  fragment BulkImportFields on BulkImport {\n    id\n    projectId\n    projectTitle\n    fileName\n    format\n    status\n    headers\n    preview\n    totalRows\n    processedRows\n    processedInto\n    importedCount\n    skippedCount\n    numFailed\n    errorMessage\n    createdAt\n    finishedAt\n  }\n": types.BulkImportFieldsFragmentDoc,
    "\n  query BulkImports($projectId: ID) {\n    bulkImports(projectId: $projectId) {\n      ...BulkImportFields\n    }\n  }\n": types.BulkImportsDocument,
    "\n  query BulkImport($id: ID!) {\n    bulkImport(id: $id) {\n      ...BulkImportFields\n      failures(limit: 1000) {\n        rowNumber\n        errorCode\n        humanMessageText\n      }\n    }\n  }\n": types.BulkImportDocument,
    "\n  mutation StartBulkImport($input: StartBulkImportInput!) {\n    startBulkImport(input: $input) {\n      ...BulkImportFields\n    }\n  }\n": types.StartBulkImportDocument,
    "\n  query ImportNoteFields($projectId: ID) {\n    customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n    }\n  }\n": types.ImportNoteFieldsDocument,
    "\n  fragment ChannelThemeFields on ChannelTheme {\n    id\n    channelId\n    channelTitle\n    title\n    description\n    datapointCount\n    createdAt\n    updatedAt\n  }\n": types.ChannelThemeFieldsFragmentDoc,
    "\n  fragment ChannelDatasetFields on ChannelDataset {\n    id\n    channelId\n    title\n    source\n    createdAt\n    datapointCount\n  }\n": types.ChannelDatasetFieldsFragmentDoc,
    "\n  fragment ChannelSummaryFields on Channel {\n    id\n    title\n    description\n    createdAt\n    updatedAt\n    datapointCount\n    themeCount\n    topicCount\n  }\n": types.ChannelSummaryFieldsFragmentDoc,
    "\n  fragment ChannelTopicFields on ChannelTopic {\n    id\n    channelId\n    channelTitle\n    title\n    query\n    datapointCount\n    createdAt\n    updatedAt\n  }\n": types.ChannelTopicFieldsFragmentDoc,
    "\n  fragment ChannelDatapointFields on ChannelDatapoint {\n    id\n    channelId\n    datasetId\n    datasetTitle\n    text\n    author\n    rating\n    sentiment\n    occurredAt\n    createdAt\n    themes {\n      id\n      title\n    }\n  }\n": types.ChannelDatapointFieldsFragmentDoc,
    "\n  query Channels {\n    channels {\n      ...ChannelSummaryFields\n      datasets {\n        id\n      }\n    }\n  }\n": types.ChannelsDocument,
    "\n  query Channel($id: ID!) {\n    channel(id: $id) {\n      ...ChannelSummaryFields\n      datasets {\n        ...ChannelDatasetFields\n      }\n      themes {\n        ...ChannelThemeFields\n      }\n    }\n  }\n": types.ChannelDocument,
    "\n  query ChannelTheme($id: ID!) {\n    channelTheme(id: $id) {\n      ...ChannelThemeFields\n    }\n  }\n": types.ChannelThemeDocument,
    "\n  query ChannelTopics($channelId: ID!) {\n    channelTopics(channelId: $channelId) {\n      ...ChannelTopicFields\n    }\n  }\n": types.ChannelTopicsDocument,
    "\n  query ChannelTopic($id: ID!) {\n    channelTopic(id: $id) {\n      ...ChannelTopicFields\n    }\n  }\n": types.ChannelTopicDocument,
    "\n  query TopicPreview($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        id\n        text\n      }\n    }\n  }\n": types.TopicPreviewDocument,
    "\n  query ChannelDatapoints($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        ...ChannelDatapointFields\n      }\n    }\n  }\n": types.ChannelDatapointsDocument,
    "\n  query ChannelDatapoint($id: ID!) {\n    channelDatapoint(id: $id) {\n      ...ChannelDatapointFields\n    }\n  }\n": types.ChannelDatapointDocument,
    "\n  query ChannelDatapointTotal($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n    }\n  }\n": types.ChannelDatapointTotalDocument,
    "\n  query ChannelVolume($input: ChannelVolumeInput!) {\n    channelVolume(input: $input) {\n      start\n      count\n      positive\n      negative\n      mixed\n    }\n  }\n": types.ChannelVolumeDocument,
    "\n  mutation CreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n": types.CreateChannelDocument,
    "\n  mutation UpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n": types.UpdateChannelDocument,
    "\n  mutation DeleteChannel($id: ID!) {\n    deleteChannel(id: $id)\n  }\n": types.DeleteChannelDocument,
    "\n  mutation ImportChannelDatapoints($input: ImportChannelDatapointsInput!) {\n    importChannelDatapoints(input: $input) {\n      dataset {\n        ...ChannelDatasetFields\n      }\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n": types.ImportChannelDatapointsDocument,
    "\n  mutation DeleteChannelDataset($id: ID!) {\n    deleteChannelDataset(id: $id)\n  }\n": types.DeleteChannelDatasetDocument,
    "\n  mutation DeleteChannelDatapoints($ids: [ID!]!) {\n    deleteChannelDatapoints(ids: $ids)\n  }\n": types.DeleteChannelDatapointsDocument,
    "\n  mutation CreateChannelTheme($input: CreateChannelThemeInput!) {\n    createChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": types.CreateChannelThemeDocument,
    "\n  mutation UpdateChannelTheme($input: UpdateChannelThemeInput!) {\n    updateChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": types.UpdateChannelThemeDocument,
    "\n  mutation DeleteChannelTheme($id: ID!) {\n    deleteChannelTheme(id: $id)\n  }\n": types.DeleteChannelThemeDocument,
    "\n  mutation AddDatapointsToTheme($input: ChannelThemeDatapointsInput!) {\n    addDatapointsToTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": types.AddDatapointsToThemeDocument,
    "\n  mutation RemoveDatapointsFromTheme($input: ChannelThemeDatapointsInput!) {\n    removeDatapointsFromTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n": types.RemoveDatapointsFromThemeDocument,
    "\n  mutation CreateChannelTopic($input: CreateChannelTopicInput!) {\n    createChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n": types.CreateChannelTopicDocument,
    "\n  mutation UpdateChannelTopic($input: UpdateChannelTopicInput!) {\n    updateChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n": types.UpdateChannelTopicDocument,
    "\n  mutation DeleteChannelTopic($id: ID!) {\n    deleteChannelTopic(id: $id)\n  }\n": types.DeleteChannelTopicDocument,
    "\n  query SimilarDatapoints($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        id\n        preview {\n          title {\n            text\n          }\n          content {\n            text\n          }\n        }\n      }\n    }\n  }\n": types.SimilarDatapointsDocument,
    "\n  fragment ChannelThemeJobFields on ThemeJob {\n    id\n    channelId\n    status\n    progress\n    errorMessage\n    amount\n    unthemedOnly\n    channelSuggestions {\n      considered\n      model\n      suggestions {\n        title\n        description\n        namedBy\n        keywords\n        datapointIds\n        examples\n      }\n    }\n  }\n": types.ChannelThemeJobFieldsFragmentDoc,
    "\n  query ChannelThemeJobs($channelId: ID!) {\n    themeJobs(input: { channelId: $channelId }) {\n      latest {\n        ...ChannelThemeJobFields\n      }\n      lastCompleted {\n        ...ChannelThemeJobFields\n      }\n    }\n  }\n": types.ChannelThemeJobsDocument,
    "\n  mutation StartChannelThemeSuggestions($input: ChannelThemeSuggestionsInput!) {\n    startChannelThemeSuggestions(input: $input) {\n      ...ChannelThemeJobFields\n    }\n  }\n": types.StartChannelThemeSuggestionsDocument,
    "\n  mutation CancelChannelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ChannelThemeJobFields\n    }\n  }\n": types.CancelChannelThemeJobDocument,
    "\n  query Conversations {\n    conversations {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n": types.ConversationsDocument,
    "\n  query ChatSampleQuestions {\n    chatSampleQuestions {\n      roleGroup\n      questions\n    }\n  }\n": types.ChatSampleQuestionsDocument,
    "\n  query ConversationMessages($conversationId: ID!) {\n    conversationMessages(conversationId: $conversationId) {\n      ...ChatMessageFields\n    }\n  }\n": types.ConversationMessagesDocument,
    "\n  fragment ChatMessageFields on ConversationMessage {\n    id\n    conversationId\n    position\n    role\n    content\n    notEnoughData\n    createdAt\n    answer {\n      ...AiAnswerViewFields\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n": types.CreateConversationDocument,
    "\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n": types.RenameConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": types.DeleteConversationDocument,
    "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      conversation {\n        id\n        title\n        messageCount\n        updatedAt\n      }\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    targetType\n    targetId\n    noteId\n    parentId\n    body\n    deleted\n    resolved\n    createdAt\n    editedAt\n    path\n    canEdit\n    canDelete\n    author {\n      id\n      name\n    }\n    mentions {\n      id\n      name\n    }\n    resolvedBy {\n      id\n      name\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  query Comments($targetType: CommentTargetType!, $targetId: ID!) {\n    comments(targetType: $targetType, targetId: $targetId) {\n      ...CommentFields\n    }\n  }\n": types.CommentsDocument,
    "\n  query CommentQuery($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n": types.CommentQueryDocument,
    "\n  query CommentMembers {\n    members {\n      id\n      name\n    }\n  }\n": types.CommentMembersDocument,
    "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.CreateCommentDocument,
    "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n": types.UpdateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation ResolveComment($id: ID!) {\n    resolveComment(id: $id) {\n      ...CommentFields\n    }\n  }\n": types.ResolveCommentDocument,
    "\n  mutation ReopenComment($id: ID!) {\n    reopenComment(id: $id) {\n      ...CommentFields\n    }\n  }\n": types.ReopenCommentDocument,
    "\n  fragment CustomFieldFields on CustomField {\n    id\n    target\n    projectId\n    label\n    type\n    numberFormat\n    currencySymbol\n    maxSelectable\n    valueCount\n    options {\n      id\n      label\n      color\n    }\n  }\n": types.CustomFieldFieldsFragmentDoc,
    "\n  fragment CustomFieldValueFields on CustomFieldValue {\n    fieldId\n    text\n    boolean\n    number\n    date\n    optionIds\n  }\n": types.CustomFieldValueFieldsFragmentDoc,
    "\n  query CustomFields($target: CustomFieldTarget!, $projectId: ID) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n  }\n": types.CustomFieldsDocument,
    "\n  query FieldValues($target: CustomFieldTarget!, $projectId: ID, $objectId: ID!) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n    customFieldValues(target: $target, objectId: $objectId) {\n      ...CustomFieldValueFields\n    }\n  }\n": types.FieldValuesDocument,
    "\n  mutation CreateCustomField($input: CreateCustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.CreateCustomFieldDocument,
    "\n  mutation UpdateCustomField($input: UpdateCustomFieldInput!) {\n    updateCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.UpdateCustomFieldDocument,
    "\n  query CustomFieldTypeChangePreview($id: ID!, $type: CustomFieldType!) {\n    customFieldTypeChangePreview(id: $id, type: $type) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n": types.CustomFieldTypeChangePreviewDocument,
    "\n  mutation ChangeCustomFieldType($input: ChangeCustomFieldTypeInput!) {\n    changeCustomFieldType(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.ChangeCustomFieldTypeDocument,
    "\n  mutation DeleteCustomField($id: ID!) {\n    deleteCustomField(id: $id)\n  }\n": types.DeleteCustomFieldDocument,
    "\n  mutation AddCustomFieldOptions($input: AddCustomFieldOptionsInput!) {\n    addCustomFieldOptions(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.AddCustomFieldOptionsDocument,
    "\n  mutation UpdateCustomFieldOption($input: UpdateCustomFieldOptionInput!) {\n    updateCustomFieldOption(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n": types.UpdateCustomFieldOptionDocument,
    "\n  query CustomFieldOptionDeletePreview($fieldId: ID!, $optionId: ID!) {\n    customFieldOptionDeletePreview(fieldId: $fieldId, optionId: $optionId) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n": types.CustomFieldOptionDeletePreviewDocument,
    "\n  mutation DeleteCustomFieldOption($fieldId: ID!, $optionId: ID!) {\n    deleteCustomFieldOption(fieldId: $fieldId, optionId: $optionId) {\n      ...CustomFieldFields\n    }\n  }\n": types.DeleteCustomFieldOptionDocument,
    "\n  mutation SetCustomFieldValue($input: SetCustomFieldValueInput!) {\n    setCustomFieldValue(input: $input) {\n      ...CustomFieldValueFields\n    }\n  }\n": types.SetCustomFieldValueDocument,
    "\n  mutation ClearCustomFieldValue($fieldId: ID!, $target: CustomFieldTarget!, $objectId: ID!) {\n    clearCustomFieldValue(fieldId: $fieldId, target: $target, objectId: $objectId)\n  }\n": types.ClearCustomFieldValueDocument,
    "\n  fragment DashboardSummaryFields on Dashboard {\n    id\n    shortId\n    title\n    chartCount\n    updatedAt\n  }\n": types.DashboardSummaryFieldsFragmentDoc,
    "\n  fragment ChartDataFields on ChartData {\n    total\n    score\n    responses\n    buckets {\n      key\n      label\n      color\n      count\n      value\n    }\n    periods {\n      index\n      from\n      to\n      count\n      value\n    }\n  }\n": types.ChartDataFieldsFragmentDoc,
    "\n  fragment ChartFields on Chart {\n    id\n    dashboardId\n    title\n    type\n    search\n    filterForm\n    rank\n    data {\n      ...ChartDataFields\n    }\n  }\n": types.ChartFieldsFragmentDoc,
    "\n  query Dashboards {\n    dashboards {\n      ...DashboardSummaryFields\n    }\n  }\n": types.DashboardsDocument,
    "\n  query Dashboard($id: ID!) {\n    dashboard(id: $id) {\n      ...DashboardSummaryFields\n      charts {\n        ...ChartFields\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n": types.CreateDashboardDocument,
    "\n  mutation UpdateDashboard($input: UpdateDashboardInput!) {\n    updateDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n": types.UpdateDashboardDocument,
    "\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n": types.DeleteDashboardDocument,
    "\n  mutation CreateChart($input: CreateChartInput!) {\n    createChart(input: $input) {\n      ...ChartFields\n    }\n  }\n": types.CreateChartDocument,
    "\n  mutation UpdateChart($input: UpdateChartInput!) {\n    updateChart(input: $input) {\n      ...ChartFields\n    }\n  }\n": types.UpdateChartDocument,
    "\n  mutation MoveChart($input: MoveChartInput!) {\n    moveChart(input: $input) {\n      id\n      rank\n    }\n  }\n": types.MoveChartDocument,
    "\n  mutation DeleteChart($id: ID!) {\n    deleteChart(id: $id)\n  }\n": types.DeleteChartDocument,
    "\n  query ChartPreview($search: SearchInput!) {\n    chartPreview(search: $search) {\n      ...ChartDataFields\n    }\n  }\n": types.ChartPreviewDocument,
    "\n  fragment DataRetentionSettingsFields on DataRetentionSettings {\n    projectId\n    projectTitle\n    locked\n    allowed\n    choices\n    workspacePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    projectPolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    effectivePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    scheduled {\n      deletesAt\n      text\n    }\n  }\n": types.DataRetentionSettingsFieldsFragmentDoc,
    "\n  query DataRetention($projectId: ID) {\n    dataRetention(projectId: $projectId) {\n      ...DataRetentionSettingsFields\n    }\n  }\n": types.DataRetentionDocument,
    "\n  query DataRetentionPreview($input: DataRetentionPreviewInput!) {\n    dataRetentionPreview(input: $input) {\n      deletesAt\n      text\n      groups {\n        category\n        days\n        count\n      }\n    }\n  }\n": types.DataRetentionPreviewDocument,
    "\n  mutation UpdateWorkspaceDataRetention($input: UpdateWorkspaceDataRetentionInput!) {\n    updateWorkspaceDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n": types.UpdateWorkspaceDataRetentionDocument,
    "\n  mutation UpdateProjectDataRetention($input: UpdateProjectDataRetentionInput!) {\n    updateProjectDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n": types.UpdateProjectDataRetentionDocument,
    "\n  fragment SavedFeedFields on SavedFeed {\n    id\n    title\n    search\n    updatedAt\n  }\n": types.SavedFeedFieldsFragmentDoc,
    "\n  query SavedFeeds {\n    savedFeeds {\n      ...SavedFeedFields\n    }\n  }\n": types.SavedFeedsDocument,
    "\n  query SavedFeed($id: ID!) {\n    savedFeed(id: $id) {\n      ...SavedFeedFields\n    }\n  }\n": types.SavedFeedDocument,
    "\n  mutation CreateSavedFeed($input: CreateSavedFeedInput!) {\n    createSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n": types.CreateSavedFeedDocument,
    "\n  mutation RenameSavedFeed($input: RenameSavedFeedInput!) {\n    renameSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n": types.RenameSavedFeedDocument,
    "\n  mutation DeleteSavedFeed($id: ID!) {\n    deleteSavedFeed(id: $id)\n  }\n": types.DeleteSavedFeedDocument,
    "\n  fragment FileFields on File {\n    id\n    name\n    mime\n    fileType\n    size\n    status\n    durationMs\n    url\n    createdAt\n  }\n": types.FileFieldsFragmentDoc,
    "\n  fragment TranscriptCueFields on TranscriptCue {\n    id\n    position\n    startMs\n    endMs\n    speaker\n    text\n  }\n": types.TranscriptCueFieldsFragmentDoc,
    "\n  query NoteFiles($noteId: ID!) {\n    files(noteId: $noteId) {\n      ...FileFields\n    }\n  }\n": types.NoteFilesDocument,
    "\n  query FileTranscript($id: ID!) {\n    file(id: $id) {\n      id\n      transcript {\n        ...TranscriptCueFields\n      }\n    }\n  }\n": types.FileTranscriptDocument,
    "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n": types.DeleteFileDocument,
    "\n  mutation ImportTranscript($input: ImportTranscriptInput!) {\n    importTranscript(input: $input) {\n      ...TranscriptCueFields\n    }\n  }\n": types.ImportTranscriptDocument,
    "\n  mutation CreateTranscriptHighlight($input: CreateTranscriptHighlightInput!) {\n    createTranscriptHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n": types.CreateTranscriptHighlightDocument,
    "\n  query FileNote($id: ID!) {\n    file(id: $id) {\n      id\n      noteId\n    }\n  }\n": types.FileNoteDocument,
    "\n  fragment FolderFields on Folder {\n    id\n    shortId\n    name\n    parentId\n    projectCount\n    folderCount\n  }\n": types.FolderFieldsFragmentDoc,
    "\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n": types.FoldersDocument,
    "\n  query Folder($id: ID!) {\n    folder(id: $id) {\n      ...FolderFields\n      ancestors {\n        ...FolderFields\n      }\n      children {\n        ...FolderFields\n      }\n      projects {\n        ...ProjectFields\n      }\n    }\n  }\n": types.FolderDocument,
    "\n  query FolderPublishedInsights($id: ID!) {\n    folder(id: $id) {\n      id\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n": types.FolderPublishedInsightsDocument,
    "\n  mutation CreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n": types.CreateFolderDocument,
    "\n  mutation UpdateFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n": types.UpdateFolderDocument,
    "\n  mutation DeleteFolder($id: ID!) {\n    deleteFolder(id: $id)\n  }\n": types.DeleteFolderDocument,
    "\n  mutation MoveProjectToFolder($input: MoveProjectToFolderInput!) {\n    moveProjectToFolder(input: $input) {\n      id\n      folderId\n    }\n  }\n": types.MoveProjectToFolderDocument,
    "\n  query Home {\n    home {\n      recent {\n        id\n        kind\n        title\n        projectId\n        projectTitle\n        updatedAt\n        createdByYou\n      }\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  fragment WorkspaceHighlightFields on Highlight {\n    id\n    noteId\n    noteTitle\n    text\n    tags {\n      id\n      title\n      color\n    }\n  }\n": types.WorkspaceHighlightFieldsFragmentDoc,
    "\n  query HighlightCard($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n    }\n  }\n": types.HighlightCardDocument,
    "\n  query SearchHighlights($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      ...WorkspaceHighlightFields\n    }\n  }\n": types.SearchHighlightsDocument,
    "\n  fragment PublicHighlightFields on PublicHighlight {\n    id\n    quote\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n": types.PublicHighlightFieldsFragmentDoc,
    "\n  query SharedInsight($shareToken: String!) {\n    sharedInsight(shareToken: $shareToken) {\n      title\n      publishedAt\n      contentJson\n      content\n      highlights {\n        ...PublicHighlightFields\n      }\n    }\n  }\n": types.SharedInsightDocument,
    "\n  query EmbeddedHighlight($highlightId: ID!) {\n    embeddedHighlight(highlightId: $highlightId) {\n      ...PublicHighlightFields\n    }\n  }\n": types.EmbeddedHighlightDocument,
    "\n  fragment InsightFields on Insight {\n    id\n    shortId\n    projectId\n    title\n    content\n    contentJson\n    published\n    publishedAt\n    locked\n    lockedAt\n    createdAt\n    createdByName\n    updatedAt\n  }\n": types.InsightFieldsFragmentDoc,
    "\n  query Insight($id: ID!) {\n    insight(id: $id) {\n      ...InsightFields\n    }\n  }\n": types.InsightDocument,
    "\n  mutation CreateInsight($input: CreateInsightInput!) {\n    createInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n": types.CreateInsightDocument,
    "\n  mutation UpdateInsight($input: UpdateInsightInput!) {\n    updateInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n": types.UpdateInsightDocument,
    "\n  mutation PublishInsight($id: ID!) {\n    publishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": types.PublishInsightDocument,
    "\n  mutation UnpublishInsight($id: ID!) {\n    unpublishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": types.UnpublishInsightDocument,
    "\n  mutation LockInsight($id: ID!) {\n    lockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": types.LockInsightDocument,
    "\n  mutation UnlockInsight($id: ID!) {\n    unlockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n": types.UnlockInsightDocument,
    "\n  mutation DeleteInsight($id: ID!) {\n    deleteInsight(id: $id)\n  }\n": types.DeleteInsightDocument,
    "\n  fragment HighlightFields on Highlight {\n    id\n    noteId\n    startOffset\n    endOffset\n    text\n    detached\n    aiGenerated\n    highlightReason\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n": types.HighlightFieldsFragmentDoc,
    "\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n": types.NoteLocationFieldsFragmentDoc,
    "\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      createdByName\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n": types.NoteDocument,
    "\n  mutation RenameNote($input: UpdateNoteInput!) {\n    updateNote(input: $input) {\n      id\n      title\n    }\n  }\n": types.RenameNoteDocument,
    "\n  mutation DuplicateNote($id: ID!) {\n    duplicateNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": types.DuplicateNoteDocument,
    "\n  mutation MoveNote($input: MoveNoteInput!) {\n    moveNote(input: $input) {\n      ...NoteLocationFields\n    }\n  }\n": types.MoveNoteDocument,
    "\n  mutation DeleteNote($id: ID!) {\n    deleteNote(id: $id)\n  }\n": types.DeleteNoteDocument,
    "\n  mutation RestoreNote($id: ID!) {\n    restoreNote(id: $id) {\n      ...NoteLocationFields\n    }\n  }\n": types.RestoreNoteDocument,
    "\n  fragment NoteCount on Note {\n    id\n    highlightCount\n  }\n": types.NoteCountFragmentDoc,
    "\n  query NotificationInbox {\n    notificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        title\n        excerpt\n        path\n        accessRequestId\n        role\n        read\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.NotificationInboxDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  query AccountNotificationInbox {\n    accountNotificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        workspaceName\n        invitedByName\n        role\n        message\n        status\n        url\n        read\n        createdAt\n      }\n    }\n  }\n": types.AccountNotificationInboxDocument,
    "\n  mutation MarkAccountNotificationRead($id: ID!) {\n    markAccountNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n": types.MarkAccountNotificationReadDocument,
    "\n  fragment OnboardingFields on Onboarding {\n    answered\n    useCases\n    orgSize\n    jobRole\n    checklist {\n      item\n      done\n    }\n    checklistState\n  }\n": types.OnboardingFieldsFragmentDoc,
    "\n  query Onboarding {\n    onboarding {\n      ...OnboardingFields\n    }\n  }\n": types.OnboardingDocument,
    "\n  mutation SaveOnboarding($input: SaveOnboardingInput!) {\n    saveOnboarding(input: $input) {\n      ...OnboardingFields\n    }\n  }\n": types.SaveOnboardingDocument,
    "\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    noteCount\n    highlightCount\n    createdAt\n    updatedAt\n  }\n": types.PersonFieldsFragmentDoc,
    "\n  query PeopleList(\n    $offset: Int!\n    $limit: Int!\n    $sortBy: PersonSortField!\n    $sortDirection: SortDirection!\n    $query: String\n    $filters: [PersonFilterInput!]\n    $segmentId: ID\n  ) {\n    people(\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      query: $query\n      filters: $filters\n      segmentId: $segmentId\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n        fieldValues {\n          ...CustomFieldValueFields\n        }\n        segments {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.PeopleListDocument,
    "\n  query PeopleLookup($query: String) {\n    people(query: $query, limit: 20, sortBy: NAME, sortDirection: ASC) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.PeopleLookupDocument,
    "\n  query PersonPage($id: ID!) {\n    person(id: $id) {\n      ...PersonFields\n    }\n    personNotes(personId: $id) {\n      id\n      title\n      projectId\n      createdAt\n    }\n    personHighlights(personId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n": types.PersonPageDocument,
    "\n  query NotePeople($noteId: ID!) {\n    notePeople(noteId: $noteId) {\n      id\n      name\n      email\n    }\n  }\n": types.NotePeopleDocument,
    "\n  mutation CreatePerson($input: CreatePersonInput!) {\n    createPerson(input: $input) {\n      ...PersonFields\n    }\n  }\n": types.CreatePersonDocument,
    "\n  mutation UpdatePerson($input: UpdatePersonInput!) {\n    updatePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n": types.DeletePersonDocument,
    "\n  mutation MergePeople($keepId: ID!, $removeId: ID!) {\n    mergePeople(keepId: $keepId, removeId: $removeId) {\n      ...PersonFields\n    }\n  }\n": types.MergePeopleDocument,
    "\n  mutation ImportPeople($input: ImportPeopleInput!) {\n    importPeople(input: $input) {\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n": types.ImportPeopleDocument,
    "\n  mutation LinkPersonToNote($noteId: ID!, $personId: ID!) {\n    linkPersonToNote(noteId: $noteId, personId: $personId) {\n      id\n      name\n      email\n      noteCount\n    }\n  }\n": types.LinkPersonToNoteDocument,
    "\n  mutation UnlinkPersonFromNote($noteId: ID!, $personId: ID!) {\n    unlinkPersonFromNote(noteId: $noteId, personId: $personId)\n  }\n": types.UnlinkPersonFromNoteDocument,
    "\n  query WorkspacePlan {\n    workspacePlan {\n      selfHosted\n      subscriptionStatus\n      trialState\n      trialEndsAt\n      readOnly\n      plan {\n        reference\n        name\n        description\n        isLegacy\n        isTrial\n        flags {\n          name\n          enabled\n        }\n      }\n      usage {\n        name\n        maximum\n        used\n      }\n      offeredPlans {\n        reference\n        name\n        description\n        features\n        flags {\n          name\n          enabled\n        }\n        maxima {\n          name\n          maximum\n        }\n      }\n    }\n  }\n": types.WorkspacePlanDocument,
    "\n  query BillingMode {\n    workspacePlan {\n      selfHosted\n    }\n  }\n": types.BillingModeDocument,
    "\n  query PresentHighlight($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n": types.PresentHighlightDocument,
    "\n  query PresentFile($id: ID!) {\n    file(id: $id) {\n      id\n      name\n      fileType\n      url\n    }\n  }\n": types.PresentFileDocument,
    "\n  query PresentInsight($id: ID!) {\n    insight(id: $id) {\n      id\n      title\n      content\n      contentJson\n      published\n    }\n  }\n": types.PresentInsightDocument,
    "\n  query ProjectHighlights($projectId: ID!, $tagIds: [ID!], $offset: Int, $limit: Int) {\n    projectHighlights(projectId: $projectId, tagIds: $tagIds, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        noteId\n        noteTitle\n        text\n        sentiment\n        createdAt\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n": types.ProjectHighlightsDocument,
    "\n  query HighlightFilterTags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n": types.HighlightFilterTagsDocument,
    "\n  fragment ProjectTransferFields on ProjectTransfer {\n    id\n    kind\n    status\n    progress\n    projectId\n    projectTitle\n    fileName\n    sizeBytes\n    recordCount\n    downloadUrl\n    reportUrl\n    mappingTables {\n      table\n      count\n    }\n    placeholders {\n      name\n      email\n    }\n    errorCode\n    errorMessage\n    createdAt\n    finishedAt\n  }\n": types.ProjectTransferFieldsFragmentDoc,
    "\n  mutation StartProjectExport($projectId: ID!) {\n    startProjectExport(projectId: $projectId) {\n      ...ProjectTransferFields\n    }\n  }\n": types.StartProjectExportDocument,
    "\n  query ProjectTransfer($id: ID!) {\n    projectTransfer(id: $id) {\n      ...ProjectTransferFields\n    }\n  }\n": types.ProjectTransferDocument,
    "\n  fragment ProjectViewFields on ProjectView {\n    id\n    shortId\n    projectId\n    title\n    layout\n    objectType\n    rank\n    state\n    updatedAt\n  }\n": types.ProjectViewFieldsFragmentDoc,
    "\n  fragment ProjectViewItemFields on ProjectViewItem {\n    id\n    type\n    title\n    preview\n    noteId\n    createdBy\n    createdAt\n    updatedAt\n    published\n    rank\n    columnKey\n    fieldValues {\n      ...CustomFieldValueFields\n    }\n    tags\n  }\n": types.ProjectViewItemFieldsFragmentDoc,
    "\n  query ProjectViews($projectId: ID!) {\n    projectViews(projectId: $projectId) {\n      ...ProjectViewFields\n    }\n  }\n": types.ProjectViewsDocument,
    "\n  query ProjectView($id: ID!) {\n    projectView(id: $id) {\n      ...ProjectViewFields\n    }\n  }\n": types.ProjectViewDocument,
    "\n  query ProjectViewItems($viewId: ID!, $offset: Int, $limit: Int, $filter: SearchFilterGroupInput) {\n    projectViewItems(viewId: $viewId, offset: $offset, limit: $limit, filter: $filter) {\n      total\n      offset\n      items {\n        ...ProjectViewItemFields\n      }\n      columns {\n        key\n        label\n        color\n        count\n      }\n    }\n  }\n": types.ProjectViewItemsDocument,
    "\n  mutation CreateProjectView($input: CreateProjectViewInput!) {\n    createProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n": types.CreateProjectViewDocument,
    "\n  mutation UpdateProjectView($input: UpdateProjectViewInput!) {\n    updateProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n": types.UpdateProjectViewDocument,
    "\n  mutation DeleteProjectView($id: ID!) {\n    deleteProjectView(id: $id)\n  }\n": types.DeleteProjectViewDocument,
    "\n  mutation MoveViewItem($input: MoveViewItemInput!) {\n    moveViewItem(input: $input) {\n      ...ProjectViewItemFields\n    }\n  }\n": types.MoveViewItemDocument,
    "\n  mutation SaveCanvasObjects($input: SaveCanvasObjectsInput!) {\n    saveCanvasObjects(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n": types.SaveCanvasObjectsDocument,
    "\n  mutation ReorderProjectView($input: ReorderProjectViewInput!) {\n    reorderProjectView(input: $input) {\n      id\n      rank\n    }\n  }\n": types.ReorderProjectViewDocument,
    "\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    private\n    createdBy\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n": types.ProjectFieldsFragmentDoc,
    "\n  fragment NoteSummaryFields on Note {\n    id\n    shortId\n    title\n    createdAt\n    updatedAt\n  }\n": types.NoteSummaryFieldsFragmentDoc,
    "\n  query Projects($archived: Boolean!) {\n    projects(archived: $archived) {\n      ...ProjectFields\n    }\n  }\n": types.ProjectsDocument,
    "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n      viewerAccess {\n        canEdit\n        canManageAccess\n      }\n    }\n  }\n": types.ProjectDocument,
    "\n  mutation CreateProject($input: CreateProjectInput!) {\n    createProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($input: UpdateProjectInput!) {\n    updateProject(input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation StarProject($id: ID!) {\n    starProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.StarProjectDocument,
    "\n  mutation UnstarProject($id: ID!) {\n    unstarProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.UnstarProjectDocument,
    "\n  mutation ArchiveProject($id: ID!) {\n    archiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.ArchiveProjectDocument,
    "\n  mutation UnarchiveProject($id: ID!) {\n    unarchiveProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.UnarchiveProjectDocument,
    "\n  mutation RestoreProject($id: ID!) {\n    restoreProject(id: $id) {\n      ...ProjectFields\n    }\n  }\n": types.RestoreProjectDocument,
    "\n  mutation MoveProjectToTop($id: ID!) {\n    moveProject(input: { id: $id }) {\n      ...ProjectFields\n    }\n  }\n": types.MoveProjectToTopDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id)\n  }\n": types.DeleteProjectDocument,
    "\n  fragment NoteRowFields on Note {\n    ...NoteSummaryFields\n    highlightCount\n    tagCounts {\n      tagId\n      title\n      color\n      count\n    }\n  }\n": types.NoteRowFieldsFragmentDoc,
    "\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteRowFields\n    }\n  }\n": types.NotesDocument,
    "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteRowFields\n    }\n  }\n": types.CreateNoteDocument,
    "\n  query Insights($projectId: ID!) {\n    insights(projectId: $projectId) {\n      id\n      shortId\n      title\n      published\n      publishedAt\n      createdAt\n    }\n  }\n": types.InsightsDocument,
    "\n  query Tags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n": types.TagsDocument,
    "\n  query ProjectTitle($id: ID!) {\n    project(id: $id) {\n      id\n      title\n    }\n  }\n": types.ProjectTitleDocument,
    "\n  query EmbeddedReel($reelId: ID!) {\n    embeddedReel(reelId: $reelId) {\n      ...ReelFields\n    }\n  }\n": types.EmbeddedReelDocument,
    "\n  query EmbeddedNoteFileReel($noteId: ID!, $fileId: ID!) {\n    embeddedNoteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n": types.EmbeddedNoteFileReelDocument,
    "\n  query EmbeddedTagReel($tagId: ID!) {\n    embeddedTagReel(tagId: $tagId) {\n      ...ReelFields\n    }\n  }\n": types.EmbeddedTagReelDocument,
    "\n  fragment ReelClipFields on ReelClip {\n    clipId\n    fileId\n    type\n    mime\n    mediaUrl\n    startTime\n    endTime\n    clipDuration\n    text\n    speaker\n    noteId\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n": types.ReelClipFieldsFragmentDoc,
    "\n  fragment ReelFields on Reel {\n    id\n    kind\n    title\n    insightId\n    noteId\n    fileId\n    tagId\n    clipCount\n    maxClips\n    clips {\n      ...ReelClipFields\n    }\n  }\n": types.ReelFieldsFragmentDoc,
    "\n  query NoteFileReel($noteId: ID!, $fileId: ID!) {\n    noteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n": types.NoteFileReelDocument,
    "\n  query Reel($id: ID!) {\n    reel(id: $id) {\n      ...ReelFields\n    }\n  }\n": types.ReelDocument,
    "\n  query InsightReels($insightId: ID!) {\n    insightReels(insightId: $insightId) {\n      id\n      title\n      clipCount\n    }\n  }\n": types.InsightReelsDocument,
    "\n  query ReelInsight($insightId: ID!) {\n    insight(id: $insightId) {\n      id\n      title\n      projectId\n    }\n  }\n": types.ReelInsightDocument,
    "\n  query ReelClipCandidates($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      id\n      text\n      noteTitle\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n": types.ReelClipCandidatesDocument,
    "\n  mutation CreateReel($input: CreateReelInput!) {\n    createReel(input: $input) {\n      ...ReelFields\n    }\n  }\n": types.CreateReelDocument,
    "\n  mutation UpdateReel($input: UpdateReelInput!) {\n    updateReel(input: $input) {\n      ...ReelFields\n    }\n  }\n": types.UpdateReelDocument,
    "\n  mutation DeleteReel($id: ID!) {\n    deleteReel(id: $id)\n  }\n": types.DeleteReelDocument,
    "\n  fragment RefiQdaImportFields on RefiQdaImport {\n    id\n    projectId\n    fileName\n    format\n    status\n    origin\n    notesCreated\n    tagsCreated\n    highlightsCreated\n    peopleCreated\n    warnings\n    report {\n      kind\n      name\n      reason\n    }\n    errorMessage\n  }\n": types.RefiQdaImportFieldsFragmentDoc,
    "\n  query RefiQdaImport($id: ID!) {\n    refiQdaImport(id: $id) {\n      ...RefiQdaImportFields\n    }\n  }\n": types.RefiQdaImportDocument,
    "\n  fragment SearchItemFields on SearchItem {\n    id\n    type\n    preview {\n      title {\n        text\n        match\n      }\n      content {\n        text\n        match\n      }\n    }\n    projectId\n    projectTitle\n    noteId\n    channelId\n    channelTitle\n    tags {\n      id\n      title\n      color\n    }\n    published\n    createdAt\n    updatedAt\n  }\n": types.SearchItemFieldsFragmentDoc,
    "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        ...SearchItemFields\n      }\n      total\n      totalIsEstimate\n      offset\n      suggestedQuery\n    }\n  }\n": types.SearchDocument,
    "\n  query SearchCounts(\n    $everything: SearchInput!\n    $project: SearchInput!\n    $folder: SearchInput!\n    $note: SearchInput!\n    $highlight: SearchInput!\n    $insight: SearchInput!\n    $tag: SearchInput!\n    $person: SearchInput!\n    $channel: SearchInput!\n    $datapoint: SearchInput!\n    $theme: SearchInput!\n  ) {\n    everything: search(input: $everything) {\n      total\n      totalIsEstimate\n    }\n    project: search(input: $project) {\n      total\n      totalIsEstimate\n    }\n    folder: search(input: $folder) {\n      total\n      totalIsEstimate\n    }\n    note: search(input: $note) {\n      total\n      totalIsEstimate\n    }\n    highlight: search(input: $highlight) {\n      total\n      totalIsEstimate\n    }\n    insight: search(input: $insight) {\n      total\n      totalIsEstimate\n    }\n    tag: search(input: $tag) {\n      total\n      totalIsEstimate\n    }\n    person: search(input: $person) {\n      total\n      totalIsEstimate\n    }\n    channel: search(input: $channel) {\n      total\n      totalIsEstimate\n    }\n    datapoint: search(input: $datapoint) {\n      total\n      totalIsEstimate\n    }\n    theme: search(input: $theme) {\n      total\n      totalIsEstimate\n    }\n  }\n": types.SearchCountsDocument,
    "\n  query PersonFilterFields {\n    customFields(target: PERSON) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n  }\n": types.PersonFilterFieldsDocument,
    "\n  query ChannelFilterOptions {\n    channels {\n      id\n      title\n      themes {\n        id\n        title\n      }\n      datasets {\n        id\n        title\n      }\n    }\n  }\n": types.ChannelFilterOptionsDocument,
    "\n  query SearchFilterOptions($tags: SearchInput!, $projectId: ID) {\n    noteFields: customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    insightFields: customFields(target: INSIGHT, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    people(limit: 1000) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n    projects(archived: false) {\n      id\n      title\n    }\n    archivedProjects: projects(archived: true) {\n      id\n      title\n    }\n    folders {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n    tagItems: search(input: $tags) {\n      items {\n        id\n        projectTitle\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n": types.SearchFilterOptionsDocument,
    "\n  fragment WorkspaceSecurityFields on WorkspaceSecurity {\n    ssoEnforced\n    ssoReadyToEnforce\n    idleLifetime\n    absoluteLifetime\n    updatedAt\n    breakGlassManagers {\n      accountId\n      name\n      email\n    }\n  }\n": types.WorkspaceSecurityFieldsFragmentDoc,
    "\n  query WorkspaceSecurity {\n    workspaceSecurity {\n      ...WorkspaceSecurityFields\n    }\n  }\n": types.WorkspaceSecurityDocument,
    "\n  mutation SaveSessionLifetimes($input: SessionLifetimesInput!) {\n    saveSessionLifetimes(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n": types.SaveSessionLifetimesDocument,
    "\n  mutation SaveSsoEnforcement($input: SsoEnforcementInput!) {\n    saveSsoEnforcement(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n": types.SaveSsoEnforcementDocument,
    "\n  query IdpGroupRoles {\n    idpGroupRoles {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n": types.IdpGroupRolesDocument,
    "\n  mutation SaveIdpGroupRoles($input: IdpGroupRolesInput!) {\n    saveIdpGroupRoles(input: $input) {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n": types.SaveIdpGroupRolesDocument,
    "\n  query ScimProvisioning {\n    scimProvisioning {\n      activeTokens\n      lastSyncAt\n      recentChanges {\n        id\n        occurredAt\n        action\n        actorName\n        objectLabel\n      }\n    }\n  }\n": types.ScimProvisioningDocument,
    "\n  fragment SegmentFields on Segment {\n    id\n    title\n    personCount\n  }\n": types.SegmentFieldsFragmentDoc,
    "\n  query Segments {\n    segments {\n      ...SegmentFields\n    }\n  }\n": types.SegmentsDocument,
    "\n  query PersonSegments($id: ID!) {\n    person(id: $id) {\n      id\n      segments {\n        ...SegmentFields\n      }\n    }\n  }\n": types.PersonSegmentsDocument,
    "\n  mutation CreateSegment($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": types.CreateSegmentDocument,
    "\n  mutation RenameSegment($input: RenameSegmentInput!) {\n    renameSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": types.RenameSegmentDocument,
    "\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n": types.DeleteSegmentDocument,
    "\n  mutation AddPeopleToSegment($input: SegmentPeopleInput!) {\n    addPeopleToSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": types.AddPeopleToSegmentDocument,
    "\n  mutation RemovePeopleFromSegment($input: SegmentPeopleInput!) {\n    removePeopleFromSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n": types.RemovePeopleFromSegmentDocument,
    "\n  fragment MemberFields on Member {\n    id\n    name\n    email\n    role\n    createdAt\n  }\n": types.MemberFieldsFragmentDoc,
    "\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": types.ApiTokenFieldsFragmentDoc,
    "\n  query Members {\n    members {\n      ...MemberFields\n    }\n  }\n": types.MembersDocument,
    "\n  query MemberProfile($userId: ID!) {\n    memberProfile(userId: $userId) {\n      ...MemberFields\n    }\n  }\n": types.MemberProfileDocument,
    "\n  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {\n    changeMemberRole(input: $input) {\n      ...MemberFields\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation InviteMember($input: InviteMemberInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n      message\n      expiresAt\n      link\n    }\n  }\n": types.InviteMemberDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      ...ApiTokenFields\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      apiToken {\n        ...ApiTokenFields\n      }\n      token\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  fragment PendingInviteFields on PendingInvite {\n    id\n    email\n    role\n    invitedByName\n    createdAt\n    expiresAt\n    expired\n  }\n": types.PendingInviteFieldsFragmentDoc,
    "\n  query PendingInvites {\n    pendingInvites {\n      ...PendingInviteFields\n    }\n  }\n": types.PendingInvitesDocument,
    "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      id\n      email\n      expiresAt\n    }\n  }\n": types.ResendInviteDocument,
    "\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      email\n    }\n  }\n": types.RevokeInviteDocument,
    "\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      id\n      name\n    }\n  }\n": types.RemoveMemberDocument,
    "\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      ...AccountFields\n    }\n  }\n": types.UpdateAccountDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ...AccountFields\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  fragment ScimTokenFields on ScimToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n": types.ScimTokenFieldsFragmentDoc,
    "\n  query ScimTokens {\n    scimTokens {\n      ...ScimTokenFields\n    }\n  }\n": types.ScimTokensDocument,
    "\n  mutation CreateScimToken($name: String!) {\n    createScimToken(name: $name) {\n      scimToken {\n        ...ScimTokenFields\n      }\n      token\n    }\n  }\n": types.CreateScimTokenDocument,
    "\n  mutation RevokeScimToken($id: ID!) {\n    revokeScimToken(id: $id)\n  }\n": types.RevokeScimTokenDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      ip\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation EndMemberSessions($memberId: ID!) {\n    endMemberSessions(memberId: $memberId)\n  }\n": types.EndMemberSessionsDocument,
    "\n  query SharedNote($shareToken: String!) {\n    sharedNote(shareToken: $shareToken) {\n      title\n      createdAt\n      content\n    }\n  }\n": types.SharedNoteDocument,
    "\n  query SharedHighlight($shareToken: String!) {\n    sharedHighlight(shareToken: $shareToken) {\n      ...PublicHighlightFields\n    }\n  }\n": types.SharedHighlightDocument,
    "\n  fragment ShareLinkFields on ShareLink {\n    id\n    token\n    path\n    createdAt\n    revokedAt\n    active\n  }\n": types.ShareLinkFieldsFragmentDoc,
    "\n  query ShareLinks($insightId: ID!) {\n    shareLinks(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n": types.ShareLinksDocument,
    "\n  query NoteShareLinks($noteId: ID!) {\n    noteShareLinks(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n": types.NoteShareLinksDocument,
    "\n  query HighlightShareLinks($highlightId: ID!) {\n    highlightShareLinks(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n": types.HighlightShareLinksDocument,
    "\n  mutation CreateShareLink($insightId: ID!) {\n    createShareLink(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation CreateNoteShareLink($noteId: ID!) {\n    createNoteShareLink(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n": types.CreateNoteShareLinkDocument,
    "\n  mutation CreateHighlightShareLink($highlightId: ID!) {\n    createHighlightShareLink(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n": types.CreateHighlightShareLinkDocument,
    "\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id) {\n      ...ShareLinkFields\n    }\n  }\n": types.RevokeShareLinkDocument,
    "\n  query WorkspaceDomains {\n    workspaceDomains {\n      id\n      domain\n      verified\n      verifiedAt\n      txtRecordName\n      txtRecordValue\n    }\n  }\n": types.WorkspaceDomainsDocument,
    "\n  mutation AddWorkspaceDomain($domain: String!) {\n    addWorkspaceDomain(domain: $domain) {\n      id\n    }\n  }\n": types.AddWorkspaceDomainDocument,
    "\n  mutation VerifyWorkspaceDomain($id: ID!) {\n    verifyWorkspaceDomain(id: $id) {\n      id\n      verified\n      verifiedAt\n    }\n  }\n": types.VerifyWorkspaceDomainDocument,
    "\n  mutation RemoveWorkspaceDomain($id: ID!) {\n    removeWorkspaceDomain(id: $id)\n  }\n": types.RemoveWorkspaceDomainDocument,
    "\n  query SsoSettings {\n    ssoSettings {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n": types.SsoSettingsDocument,
    "\n  mutation SaveSsoSettings($input: SsoSettingsInput!) {\n    saveSsoSettings(input: $input) {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n": types.SaveSsoSettingsDocument,
    "\n  query SamlSettings {\n    samlSettings {\n      configured\n      idpEntityId\n      idpSsoUrl\n      idpSloUrl\n      idpMetadataUrl\n      idpCertificateExpiries\n      emailAttribute\n      nameAttribute\n      defaultRole\n      trustIdpEmails\n      allowIdpInitiated\n      testSignInSucceededAt\n      spEntityId\n      acsUrl\n      sloUrl\n      metadataUrl\n      spCertificate\n      spNextCertificate\n      activeProtocol\n      updatedAt\n    }\n  }\n": types.SamlSettingsDocument,
    "\n  mutation SaveSamlSettings($input: SamlSettingsInput!) {\n    saveSamlSettings(input: $input) {\n      configured\n      idpEntityId\n      activeProtocol\n    }\n  }\n": types.SaveSamlSettingsDocument,
    "\n  mutation StartSamlSpKeyRotation {\n    startSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n": types.StartSamlSpKeyRotationDocument,
    "\n  mutation FinishSamlSpKeyRotation {\n    finishSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n": types.FinishSamlSpKeyRotationDocument,
    "\n  mutation ChooseSsoProtocol($protocol: SsoProtocol!) {\n    chooseSsoProtocol(protocol: $protocol) {\n      activeProtocol\n    }\n  }\n": types.ChooseSsoProtocolDocument,
    "\n  fragment TagBoardSummaryFields on TagBoard {\n    id\n    shortId\n    projectId\n    title\n    groupCount\n  }\n": types.TagBoardSummaryFieldsFragmentDoc,
    "\n  fragment BoardTagFields on Tag {\n    id\n    title\n    color\n    highlightCount\n  }\n": types.BoardTagFieldsFragmentDoc,
    "\n  fragment TagBoardFields on TagBoard {\n    ...TagBoardSummaryFields\n    groups {\n      id\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n    ungroupedTags {\n      ...BoardTagFields\n    }\n  }\n": types.TagBoardFieldsFragmentDoc,
    "\n  query TagBoards($projectId: ID!) {\n    tagBoards(projectId: $projectId) {\n      ...TagBoardSummaryFields\n    }\n  }\n": types.TagBoardsDocument,
    "\n  query TagBoard($id: ID!) {\n    tagBoard(id: $id) {\n      ...TagBoardFields\n    }\n  }\n": types.TagBoardDocument,
    "\n  mutation CreateTagBoard($input: CreateTagBoardInput!) {\n    createTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n": types.CreateTagBoardDocument,
    "\n  mutation UpdateTagBoard($input: UpdateTagBoardInput!) {\n    updateTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n": types.UpdateTagBoardDocument,
    "\n  mutation DeleteTagBoard($id: ID!) {\n    deleteTagBoard(id: $id)\n  }\n": types.DeleteTagBoardDocument,
    "\n  mutation CreateTagGroup($input: CreateTagGroupInput!) {\n    createTagGroup(input: $input) {\n      id\n      boardId\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n  }\n": types.CreateTagGroupDocument,
    "\n  mutation UpdateTagGroup($input: UpdateTagGroupInput!) {\n    updateTagGroup(input: $input) {\n      id\n      title\n      color\n    }\n  }\n": types.UpdateTagGroupDocument,
    "\n  mutation DeleteTagGroup($id: ID!) {\n    deleteTagGroup(id: $id)\n  }\n": types.DeleteTagGroupDocument,
    "\n  mutation MoveTagGroup($input: MoveTagGroupInput!) {\n    moveTagGroup(input: $input) {\n      id\n      boardId\n    }\n  }\n": types.MoveTagGroupDocument,
    "\n  mutation MoveTagOnBoard($input: MoveTagOnBoardInput!) {\n    moveTagOnBoard(input: $input) {\n      ...TagBoardFields\n    }\n  }\n": types.MoveTagOnBoardDocument,
    "\n  fragment TagChartFields on TagChart {\n    projectId\n    metric\n    type\n    collapsedGroupIds\n    hiddenItemIds\n    groups {\n      id\n      title\n      color\n      boardTitle\n      collapsed\n    }\n    items {\n      id\n      kind\n      title\n      color\n      highlightCount\n      noteCount\n      textVolume\n      hidden\n    }\n  }\n": types.TagChartFieldsFragmentDoc,
    "\n  query TagChart($projectId: ID!) {\n    tagChart(projectId: $projectId) {\n      ...TagChartFields\n    }\n  }\n": types.TagChartDocument,
    "\n  mutation UpdateTagChart($input: UpdateTagChartInput!) {\n    updateTagChart(input: $input) {\n      ...TagChartFields\n    }\n  }\n": types.UpdateTagChartDocument,
    "\n  fragment TagFields on Tag {\n    id\n    projectId\n    title\n    color\n    description\n    sentiment\n    highlightCount\n  }\n": types.TagFieldsFragmentDoc,
    "\n  query TagList($projectId: ID) {\n    tags(projectId: $projectId) {\n      ...TagFields\n    }\n  }\n": types.TagListDocument,
    "\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      sentiment\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n": types.TagPageDocument,
    "\n  mutation CreateTag($input: CreateTagInput!) {\n    createTag(input: $input) {\n      ...TagFields\n    }\n  }\n": types.CreateTagDocument,
    "\n  mutation UpdateTag($input: UpdateTagInput!) {\n    updateTag(input: $input) {\n      ...TagFields\n    }\n  }\n": types.UpdateTagDocument,
    "\n  mutation MergeTags($sourceId: ID!, $targetId: ID!) {\n    mergeTags(sourceId: $sourceId, targetId: $targetId) {\n      ...TagFields\n    }\n  }\n": types.MergeTagsDocument,
    "\n  mutation DeleteTag($id: ID!) {\n    deleteTag(id: $id)\n  }\n": types.DeleteTagDocument,
    "\n  mutation CreateHighlight($input: CreateHighlightInput!) {\n    createHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n": types.CreateHighlightDocument,
    "\n  mutation DeleteHighlight($id: ID!) {\n    deleteHighlight(id: $id)\n  }\n": types.DeleteHighlightDocument,
    "\n  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {\n    tagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": types.TagHighlightDocument,
    "\n  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {\n    untagHighlight(highlightId: $highlightId, tagId: $tagId) {\n      ...HighlightFields\n    }\n  }\n": types.UntagHighlightDocument,
    "\n  fragment WorkspaceTemplateFields on WorkspaceTemplate {\n    id\n    shortId\n    type\n    title\n    description\n    content\n    updatedAt\n    projectStructure {\n      summary\n      tags {\n        title\n        color\n      }\n      fields {\n        target\n        label\n        type\n        optionCount\n      }\n    }\n  }\n": types.WorkspaceTemplateFieldsFragmentDoc,
    "\n  query WorkspaceTemplates($type: WorkspaceTemplateType) {\n    workspaceTemplates(type: $type) {\n      ...WorkspaceTemplateFields\n    }\n  }\n": types.WorkspaceTemplatesDocument,
    "\n  query WorkspaceTemplate($id: ID!) {\n    workspaceTemplate(id: $id) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n": types.WorkspaceTemplateDocument,
    "\n  mutation CreateInsightTemplate($input: CreateInsightTemplateInput!) {\n    createInsightTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n": types.CreateInsightTemplateDocument,
    "\n  mutation CreateProjectTemplate($input: CreateProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n": types.CreateProjectTemplateDocument,
    "\n  mutation UpdateWorkspaceTemplate($input: UpdateWorkspaceTemplateInput!) {\n    updateWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n": types.UpdateWorkspaceTemplateDocument,
    "\n  mutation DeleteWorkspaceTemplate($id: ID!) {\n    deleteWorkspaceTemplate(id: $id)\n  }\n": types.DeleteWorkspaceTemplateDocument,
    "\n  mutation CreateProjectFromTemplate($input: CreateProjectFromTemplateInput!) {\n    createProjectFromTemplate(input: $input) {\n      ...ProjectFields\n    }\n  }\n": types.CreateProjectFromTemplateDocument,
    "\n  mutation CreateInsightFromTemplate($input: CreateInsightFromTemplateInput!) {\n    createInsightFromTemplate(input: $input) {\n      ...InsightFields\n    }\n  }\n": types.CreateInsightFromTemplateDocument,
    "\n  fragment HighlightThemesFields on HighlightThemesModel {\n    considered\n    unclustered\n    amount\n    strictness\n    embeddingModel\n    rejectedNames\n    modelFailed\n    aiActivityId\n    provider {\n      kind\n      model\n    }\n    themes {\n      name\n      description\n      namedBy\n      keywords\n      highlights {\n        id\n        noteId\n        noteTitle\n        projectId\n        text\n      }\n    }\n  }\n": types.HighlightThemesFieldsFragmentDoc,
    "\n  fragment ThemeJobFields on ThemeJob {\n    id\n    projectId\n    status\n    progress\n    errorMessage\n    amount\n    strictness\n    result {\n      ...HighlightThemesFields\n    }\n  }\n": types.ThemeJobFieldsFragmentDoc,
    "\n  query ThemeJobs($input: ThemeScopeInput!) {\n    themeJobs(input: $input) {\n      latest {\n        ...ThemeJobFields\n      }\n      lastCompleted {\n        ...ThemeJobFields\n      }\n    }\n  }\n": types.ThemeJobsDocument,
    "\n  mutation StartHighlightThemes($input: HighlightThemesInput!) {\n    startHighlightThemes(input: $input) {\n      ...ThemeJobFields\n    }\n  }\n": types.StartHighlightThemesDocument,
    "\n  mutation CancelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ThemeJobFields\n    }\n  }\n": types.CancelThemeJobDocument,
    "\n  mutation AcceptTheme($input: AcceptThemeInput!) {\n    acceptTheme(input: $input) {\n      tag {\n        ...TagFields\n      }\n      highlightIds\n    }\n  }\n": types.AcceptThemeDocument,
    "\n  mutation DraftThemeInsight($input: DraftThemeInsightInput!) {\n    draftThemeInsight(input: $input) {\n      id\n      title\n      published\n    }\n  }\n": types.DraftThemeInsightDocument,
    "\n  fragment TranscriptionJobFields on TranscriptionJob {\n    id\n    fileId\n    language\n    status\n    progress\n    minutes\n    model\n    detectedLanguage\n    cueCount\n    errorMessage\n    createdAt\n    finishedAt\n  }\n": types.TranscriptionJobFieldsFragmentDoc,
    "\n  query TranscriptionSettings {\n    transcriptionSettings {\n      endpointConfigured\n      model\n      unavailableMessage\n      defaultLanguage\n      provider\n      settingsAllowed\n      chooseProviderAllowed\n      hipaaEnforced\n      minutesUsedThisMonth\n      maxMonthlyMinutes\n      languages\n    }\n  }\n": types.TranscriptionSettingsDocument,
    "\n  mutation UpdateTranscriptionSettings($input: UpdateTranscriptionSettingsInput!) {\n    updateTranscriptionSettings(input: $input) {\n      defaultLanguage\n      provider\n      unavailableMessage\n    }\n  }\n": types.UpdateTranscriptionSettingsDocument,
    "\n  query ProjectTranscriptionSettings($projectId: ID!) {\n    projectTranscriptionSettings(projectId: $projectId) {\n      projectId\n      language\n      inherited\n    }\n  }\n": types.ProjectTranscriptionSettingsDocument,
    "\n  mutation UpdateProjectTranscriptionSettings($input: UpdateProjectTranscriptionSettingsInput!) {\n    updateProjectTranscriptionSettings(input: $input) {\n      projectId\n      language\n      inherited\n    }\n  }\n": types.UpdateProjectTranscriptionSettingsDocument,
    "\n  query FileTranscription($fileId: ID!) {\n    fileTranscription(fileId: $fileId) {\n      fileId\n      job {\n        ...TranscriptionJobFields\n      }\n    }\n  }\n": types.FileTranscriptionDocument,
    "\n  mutation StartTranscription($input: StartTranscriptionInput!) {\n    startTranscription(input: $input) {\n      ...TranscriptionJobFields\n    }\n  }\n": types.StartTranscriptionDocument,
    "\n  mutation CancelTranscription($id: ID!) {\n    cancelTranscription(id: $id) {\n      ...TranscriptionJobFields\n    }\n  }\n": types.CancelTranscriptionDocument,
    "\n  query Trash($projectId: ID) {\n    trash(projectId: $projectId) {\n      id\n      kind\n      title\n      projectId\n      projectTitle\n      deletedAt\n      deletedBy {\n        id\n        name\n      }\n    }\n  }\n": types.TrashDocument,
    "\n  mutation RestoreProjectFromTrash($id: ID!) {\n    restoreProject(id: $id) {\n      id\n    }\n  }\n": types.RestoreProjectFromTrashDocument,
    "\n  mutation RestoreNoteFromTrash($id: ID!) {\n    restoreNote(id: $id) {\n      id\n    }\n  }\n": types.RestoreNoteFromTrashDocument,
    "\n  mutation DeleteProjectForever($id: ID!) {\n    deleteProjectForever(id: $id)\n  }\n": types.DeleteProjectForeverDocument,
    "\n  mutation DeleteNoteForever($id: ID!) {\n    deleteNoteForever(id: $id)\n  }\n": types.DeleteNoteForeverDocument,
    "\n  mutation RestoreInsightFromTrash($id: ID!) {\n    restoreInsight(id: $id) {\n      id\n    }\n  }\n": types.RestoreInsightFromTrashDocument,
    "\n  mutation DeleteInsightForever($id: ID!) {\n    deleteInsightForever(id: $id)\n  }\n": types.DeleteInsightForeverDocument,
    "\n  query BetaFeatures {\n    betaFeatures {\n      feature\n      enabled\n      changedAt\n    }\n  }\n": types.BetaFeaturesDocument,
    "\n  mutation SetBetaFeature($input: SetBetaFeatureInput!) {\n    setBetaFeature(input: $input) {\n      feature\n      enabled\n      changedAt\n    }\n  }\n": types.SetBetaFeatureDocument,
    "\n  query ProductFeedback {\n    productFeedback {\n      id\n      category\n      message\n      page\n      sentByName\n      sentAt\n    }\n  }\n": types.ProductFeedbackDocument,
    "\n  mutation SendProductFeedback($input: SendProductFeedbackInput!) {\n    sendProductFeedback(input: $input) {\n      id\n    }\n  }\n": types.SendProductFeedbackDocument,
    "\n  query Extensions($projectId: ID) {\n    extensions(projectId: $projectId) {\n      key\n      type\n      title\n      description\n      items {\n        title\n        detail\n      }\n      installationId\n      installedAt\n      installedByName\n    }\n  }\n": types.ExtensionsDocument,
    "\n  mutation InstallExtension($input: InstallExtensionInput!) {\n    installExtension(input: $input) {\n      key\n      installationId\n    }\n  }\n": types.InstallExtensionDocument,
    "\n  mutation UninstallExtension($id: ID!) {\n    uninstallExtension(id: $id)\n  }\n": types.UninstallExtensionDocument,
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
export function graphql(source: "\n  fragment UserGroupFields on UserGroup {\n    id\n    name\n    memberCount\n    members {\n      id\n      name\n      email\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserGroupFields on UserGroup {\n    id\n    name\n    memberCount\n    members {\n      id\n      name\n      email\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectAccessFields on ProjectAccess {\n    projectId\n    generalAccess\n    entries {\n      subjectKind\n      subjectId\n      name\n      email\n      memberCount\n      permission\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectAccessFields on ProjectAccess {\n    projectId\n    generalAccess\n    entries {\n      subjectKind\n      subjectId\n      name\n      email\n      memberCount\n      permission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserGroups {\n    userGroups {\n      ...UserGroupFields\n    }\n  }\n"): (typeof documents)["\n  query UserGroups {\n    userGroups {\n      ...UserGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUserGroup($input: CreateUserGroupInput!) {\n    createUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameUserGroup($input: RenameUserGroupInput!) {\n    renameUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameUserGroup($input: RenameUserGroupInput!) {\n    renameUserGroup(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserGroup($id: ID!) {\n    deleteUserGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUserGroup($id: ID!) {\n    deleteUserGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUserGroupMembers($input: UserGroupMembersInput!) {\n    addUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddUserGroupMembers($input: UserGroupMembersInput!) {\n    addUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUserGroupMembers($input: UserGroupMembersInput!) {\n    removeUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveUserGroupMembers($input: UserGroupMembersInput!) {\n    removeUserGroupMembers(input: $input) {\n      ...UserGroupFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      shortId\n      title\n      private\n      viewerAccess {\n        permission\n        canEdit\n        canManageAccess\n      }\n    }\n    projectAccess(projectId: $projectId) {\n      ...ProjectAccessFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      shortId\n      title\n      private\n      viewerAccess {\n        permission\n        canEdit\n        canManageAccess\n      }\n    }\n    projectAccess(projectId: $projectId) {\n      ...ProjectAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessCandidates {\n    members {\n      id\n      name\n      email\n    }\n    userGroups {\n      id\n      name\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query AccessCandidates {\n    members {\n      id\n      name\n      email\n    }\n    userGroups {\n      id\n      name\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectGeneralAccess($input: SetProjectGeneralAccessInput!) {\n    setProjectGeneralAccess(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProjectGeneralAccess($input: SetProjectGeneralAccessInput!) {\n    setProjectGeneralAccess(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProjectPermission($input: SetProjectPermissionInput!) {\n    setProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetProjectPermission($input: SetProjectPermissionInput!) {\n    setProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProjectPermission($input: RemoveProjectPermissionInput!) {\n    removeProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProjectPermission($input: RemoveProjectPermissionInput!) {\n    removeProjectPermission(input: $input) {\n      ...ProjectAccessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectViewerAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      viewerAccess {\n        canEdit\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectViewerAccess($projectId: ID!) {\n    project(id: $projectId) {\n      id\n      viewerAccess {\n        canEdit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessRequestFields on AccessRequest {\n    id\n    projectId\n    permission\n    role\n    message\n    status\n    createdAt\n    expiresAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AccessRequestFields on AccessRequest {\n    id\n    projectId\n    permission\n    role\n    message\n    status\n    createdAt\n    expiresAt\n    requester {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequestTarget($projectId: ID, $noteId: ID) {\n    accessRequestTarget(projectId: $projectId, noteId: $noteId) {\n      projectId\n      hasAccess\n      pendingRequest {\n        ...AccessRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessRequestTarget($projectId: ID, $noteId: ID) {\n    accessRequestTarget(projectId: $projectId, noteId: $noteId) {\n      projectId\n      hasAccess\n      pendingRequest {\n        ...AccessRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequests($projectId: ID!) {\n    accessRequests(projectId: $projectId) {\n      ...AccessRequestFields\n    }\n  }\n"): (typeof documents)["\n  query AccessRequests($projectId: ID!) {\n    accessRequests(projectId: $projectId) {\n      ...AccessRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestProjectAccess($input: RequestProjectAccessInput!) {\n    requestProjectAccess(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestProjectAccess($input: RequestProjectAccessInput!) {\n    requestProjectAccess(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccessRequest($input: ApproveAccessRequestInput!) {\n    approveAccessRequest(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAccessRequest($input: ApproveAccessRequestInput!) {\n    approveAccessRequest(input: $input) {\n      ...AccessRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DenyAccessRequest($id: ID!) {\n    denyAccessRequest(id: $id) {\n      ...AccessRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation DenyAccessRequest($id: ID!) {\n    denyAccessRequest(id: $id) {\n      ...AccessRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiSettings {\n    aiSettings {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiSettings {\n    aiSettings {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAiSettings($input: UpdateAiSettingsInput!) {\n    updateAiSettings(input: $input) {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAiSettings($input: UpdateAiSettingsInput!) {\n    updateAiSettings(input: $input) {\n      generativeAiEnabled\n      enabledBySetting\n      disabledByPlan\n      summariesEnabled\n      customPromptAllowed\n      advancedSummariesAllowed\n      semanticSearchAllowed\n      provider {\n        kind\n        model\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SummaryFrameworks {\n    summaryFrameworks {\n      framework\n      label\n      description\n    }\n  }\n"): (typeof documents)["\n  query SummaryFrameworks {\n    summaryFrameworks {\n      framework\n      label\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteSummaryPanel($noteId: ID!) {\n    noteSummary(noteId: $noteId) {\n      noteId\n      autoSummarize\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NoteSummaryPanel($noteId: ID!) {\n    noteSummary(noteId: $noteId) {\n      noteId\n      autoSummarize\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateNoteSummary($input: GenerateNoteSummaryInput!) {\n    generateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateNoteSummary($input: GenerateNoteSummaryInput!) {\n    generateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartNoteSummary($input: GenerateNoteSummaryInput!) {\n    startNoteSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  mutation StartNoteSummary($input: GenerateNoteSummaryInput!) {\n    startNoteSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNoteSummaryJob($id: ID!) {\n    cancelNoteSummaryJob(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelNoteSummaryJob($id: ID!) {\n    cancelNoteSummaryJob(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NoteSummaryJobProgress($jobId: ID!) {\n    noteSummaryJobProgress(jobId: $jobId) {\n      jobId\n      status\n      progress\n      text\n      errorMessage\n    }\n  }\n"): (typeof documents)["\n  subscription NoteSummaryJobProgress($jobId: ID!) {\n    noteSummaryJobProgress(jobId: $jobId) {\n      jobId\n      status\n      progress\n      text\n      errorMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNoteSummary($input: UpdateNoteSummaryInput!) {\n    updateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNoteSummary($input: UpdateNoteSummaryInput!) {\n    updateNoteSummary(input: $input) {\n      noteId\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiActivity($offset: Int!, $limit: Int!) {\n    aiActivity(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        task\n        framework\n        provider {\n          kind\n          model\n        }\n        modelRegion\n        promptVersion\n        inputKind\n        inputIds\n        projectId\n        language\n        requestedByName\n        errorMessage\n        startedAt\n        finishedAt\n        outputChars\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiActivity($offset: Int!, $limit: Int!) {\n    aiActivity(offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        task\n        framework\n        provider {\n          kind\n          model\n        }\n        modelRegion\n        promptVersion\n        inputKind\n        inputIds\n        projectId\n        language\n        requestedByName\n        errorMessage\n        startedAt\n        finishedAt\n        outputChars\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectAiDefaults($input: UpdateProjectAiDefaultsInput!) {\n    updateProjectAiDefaults(input: $input) {\n      projectId\n      defaultFramework\n      defaultSummaryLanguage\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectAiDefaults($input: UpdateProjectAiDefaultsInput!) {\n    updateProjectAiDefaults(input: $input) {\n      projectId\n      defaultFramework\n      defaultSummaryLanguage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteHighlightSuggestions($noteId: ID!) {\n    noteHighlightSuggestions(noteId: $noteId) {\n      noteId\n      highlightsMode\n      tagsMode\n      canReview\n      suggestions {\n        id\n        text\n        startOffset\n        endOffset\n        highlightReason\n        suggestedTagIds\n        suggestedTags {\n          id\n          title\n          color\n        }\n        provider\n        model\n      }\n    }\n  }\n"): (typeof documents)["\n  query NoteHighlightSuggestions($noteId: ID!) {\n    noteHighlightSuggestions(noteId: $noteId) {\n      noteId\n      highlightsMode\n      tagsMode\n      canReview\n      suggestions {\n        id\n        text\n        startOffset\n        endOffset\n        highlightReason\n        suggestedTagIds\n        suggestedTags {\n          id\n          title\n          color\n        }\n        provider\n        model\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuggestHighlights($noteId: ID!) {\n    suggestHighlights(noteId: $noteId) {\n      created\n      aiActivityId\n    }\n  }\n"): (typeof documents)["\n  mutation SuggestHighlights($noteId: ID!) {\n    suggestHighlights(noteId: $noteId) {\n      created\n      aiActivityId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewHighlightSuggestion($input: ReviewHighlightSuggestionInput!) {\n    reviewHighlightSuggestion(input: $input) {\n      id\n      review\n      highlightId\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewHighlightSuggestion($input: ReviewHighlightSuggestionInput!) {\n    reviewHighlightSuggestion(input: $input) {\n      id\n      review\n      highlightId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAllHighlightSuggestions($noteId: ID!) {\n    acceptAllHighlightSuggestions(noteId: $noteId) {\n      accepted\n      skipped\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptAllHighlightSuggestions($noteId: ID!) {\n    acceptAllHighlightSuggestions(noteId: $noteId) {\n      accepted\n      skipped\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiAutoFeatures($projectId: ID) {\n    aiAutoFeatures(projectId: $projectId) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n"): (typeof documents)["\n  query AiAutoFeatures($projectId: ID) {\n    aiAutoFeatures(projectId: $projectId) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAiAutoFeature($input: UpdateAiAutoFeatureInput!) {\n    updateAiAutoFeature(input: $input) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAiAutoFeature($input: UpdateAiAutoFeatureInput!) {\n    updateAiAutoFeature(input: $input) {\n      feature\n      workspaceMode\n      projectMode\n      effectiveMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteRedactionSuggestions($noteId: ID!) {\n    noteRedactionSuggestions(noteId: $noteId) {\n      noteId\n      redactMode\n      canReview\n      suggestions {\n        id\n        kind\n        text\n        startOffset\n        endOffset\n      }\n    }\n  }\n"): (typeof documents)["\n  query NoteRedactionSuggestions($noteId: ID!) {\n    noteRedactionSuggestions(noteId: $noteId) {\n      noteId\n      redactMode\n      canReview\n      suggestions {\n        id\n        kind\n        text\n        startOffset\n        endOffset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewRedactionSuggestion($input: ReviewRedactionSuggestionInput!) {\n    reviewRedactionSuggestion(input: $input) {\n      id\n      review\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewRedactionSuggestion($input: ReviewRedactionSuggestionInput!) {\n    reviewRedactionSuggestion(input: $input) {\n      id\n      review\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightSummaryPanel($insightId: ID!) {\n    insightSummary(insightId: $insightId) {\n      insightId\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsightSummaryPanel($insightId: ID!) {\n    insightSummary(insightId: $insightId) {\n      insightId\n      defaultFramework\n      defaultLanguage\n      unavailableReason\n      unavailableMessage\n      provider {\n        kind\n        model\n      }\n      activeJob {\n        id\n        status\n        progress\n      }\n      summary {\n        framework\n        language\n        content\n        generatedAt\n        editedAt\n        generatedWith {\n          kind\n          model\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartInsightSummary($input: GenerateInsightSummaryInput!) {\n    startInsightSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n"): (typeof documents)["\n  mutation StartInsightSummary($input: GenerateInsightSummaryInput!) {\n    startInsightSummary(input: $input) {\n      id\n      status\n      progress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInsightSummary($input: UpdateInsightSummaryInput!) {\n    updateInsightSummary(input: $input) {\n      insightId\n      content\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInsightSummary($input: UpdateInsightSummaryInput!) {\n    updateInsightSummary(input: $input) {\n      insightId\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AiRegionSettings {\n    aiRegionSettings {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  query AiRegionSettings {\n    aiRegionSettings {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAiRegion($input: UpdateAiRegionInput!) {\n    updateAiRegion(input: $input) {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAiRegion($input: UpdateAiRegionInput!) {\n    updateAiRegion(input: $input) {\n      region\n      dataRegion\n      chooseAllowed\n      options {\n        region\n        location\n        model\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteTranslationJobFields on NoteTranslationJob {\n    id\n    noteId\n    sourceLanguage\n    targetLanguage\n    status\n    progress\n    outcome\n    error\n    errorMessage\n    translatedNoteId\n  }\n"): (typeof documents)["\n  fragment NoteTranslationJobFields on NoteTranslationJob {\n    id\n    noteId\n    sourceLanguage\n    targetLanguage\n    status\n    progress\n    outcome\n    error\n    errorMessage\n    translatedNoteId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartNoteTranslation($input: TranslateNoteInput!) {\n    startNoteTranslation(input: $input) {\n      ...NoteTranslationJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartNoteTranslation($input: TranslateNoteInput!) {\n    startNoteTranslation(input: $input) {\n      ...NoteTranslationJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteTranslationJob($id: ID!) {\n    noteTranslationJob(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n"): (typeof documents)["\n  query NoteTranslationJob($id: ID!) {\n    noteTranslationJob(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNoteTranslation($id: ID!) {\n    cancelNoteTranslation(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelNoteTranslation($id: ID!) {\n    cancelNoteTranslation(id: $id) {\n      ...NoteTranslationJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteTranslationJobs($noteId: ID!) {\n    noteTranslationJobs(noteId: $noteId) {\n      live {\n        ...NoteTranslationJobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NoteTranslationJobs($noteId: ID!) {\n    noteTranslationJobs(noteId: $noteId) {\n      live {\n        ...NoteTranslationJobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AiAnswerViewFields on AiAnswer {\n    summary\n    sample\n    extractive\n    droppedQuotes\n    removedSentences\n    provider {\n      model\n    }\n    content {\n      type\n      level\n      text\n      citationReferenceIds\n    }\n    citations {\n      citationReferenceId\n      url\n      title\n      projectTitle\n      quote\n      verification\n    }\n  }\n"): (typeof documents)["\n  fragment AiAnswerViewFields on AiAnswer {\n    summary\n    sample\n    extractive\n    droppedQuotes\n    removedSentences\n    provider {\n      model\n    }\n    content {\n      type\n      level\n      text\n      citationReferenceIds\n    }\n    citations {\n      citationReferenceId\n      url\n      title\n      projectTitle\n      quote\n      verification\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Ask($input: AskInput!) {\n    ask(input: $input) {\n      ...AiAnswerViewFields\n      question\n      isQuestion\n      summary\n      sample\n      extractive\n      droppedQuotes\n      removedSentences\n      aiActivityId\n      provider {\n        kind\n        model\n      }\n      counts {\n        projects\n        highlights\n        channels\n        items\n        notes\n        people\n      }\n      content {\n        type\n        level\n        text\n        citationReferenceIds\n      }\n      citations {\n        id\n        type\n        parentId\n        title\n        projectTitle\n        text\n        quote\n        citationReferenceId\n        url\n        noteId\n        startOffset\n        endOffset\n        verification\n        alignmentScore\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Ask($input: AskInput!) {\n    ask(input: $input) {\n      ...AiAnswerViewFields\n      question\n      isQuestion\n      summary\n      sample\n      extractive\n      droppedQuotes\n      removedSentences\n      aiActivityId\n      provider {\n        kind\n        model\n      }\n      counts {\n        projects\n        highlights\n        channels\n        items\n        notes\n        people\n      }\n      content {\n        type\n        level\n        text\n        citationReferenceIds\n      }\n      citations {\n        id\n        type\n        parentId\n        title\n        projectTitle\n        text\n        quote\n        citationReferenceId\n        url\n        noteId\n        startOffset\n        endOffset\n        verification\n        alignmentScore\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditLogFilterInput, $offset: Int!, $limit: Int!) {\n    auditLog(filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        occurredAt\n        actorId\n        actorName\n        action\n        objectType\n        objectId\n        objectLabel\n        oldValue\n        newValue\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditLogFilterInput, $offset: Int!, $limit: Int!) {\n    auditLog(filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      nodes {\n        id\n        occurredAt\n        actorId\n        actorName\n        action\n        objectType\n        objectId\n        objectLabel\n        oldValue\n        newValue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogCsv($filter: AuditLogFilterInput!) {\n    auditLogCsv(filter: $filter)\n  }\n"): (typeof documents)["\n  query AuditLogCsv($filter: AuditLogFilterInput!) {\n    auditLogCsv(filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLogActors {\n    members {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query AuditLogActors {\n    members {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n"): (typeof documents)["\n  fragment WorkspaceFields on Workspace {\n    id\n    name\n    subdomain\n    url\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n    theme\n    hasPassword\n  }\n"): (typeof documents)["\n  fragment AccountFields on Account {\n    id\n    name\n    email\n    emailConfirmedAt\n    theme\n    hasPassword\n  }\n"];
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
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AuthPayloadFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestMagicLink($email: String!) {\n    requestMagicLink(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithMagicLink($token: String!) {\n    signInWithMagicLink(token: $token) {\n      ...AuthPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SingleLogout {\n    singleLogout\n  }\n"): (typeof documents)["\n  mutation SingleLogout {\n    singleLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingAddOns {\n    billingAddOns {\n      reference\n      name\n      description\n      held\n      intervals\n    }\n  }\n"): (typeof documents)["\n  query BillingAddOns {\n    billingAddOns {\n      reference\n      name\n      description\n      held\n      intervals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewAddOnChange($input: AddOnChoiceInput!) {\n    previewAddOnChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewAddOnChange($input: AddOnChoiceInput!) {\n    previewAddOnChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAddOn($input: ChangeAddOnInput!) {\n    changeAddOn(input: $input) {\n      reference\n      held\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAddOn($input: ChangeAddOnInput!) {\n    changeAddOn(input: $input) {\n      reference\n      held\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingOverview {\n    billing {\n      enabled\n      planReference\n      planName\n      stripeSubscriptionStatus\n      hasSubscription\n      interval\n      totalSeatsAvailable\n      seatsAllocated\n      viewerCount\n      freeViewerSeats\n      utilizationPercentage\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plans {\n        reference\n        name\n        description\n        rank\n        minimumSeats\n        maximumSeats\n        intervals\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingOverview {\n    billing {\n      enabled\n      planReference\n      planName\n      stripeSubscriptionStatus\n      hasSubscription\n      interval\n      totalSeatsAvailable\n      seatsAllocated\n      viewerCount\n      freeViewerSeats\n      utilizationPercentage\n      currentPeriodEnd\n      cancelAtPeriodEnd\n      plans {\n        reference\n        name\n        description\n        rank\n        minimumSeats\n        maximumSeats\n        intervals\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($input: SubscriptionChoiceInput!) {\n    startCheckout(input: $input) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($input: SubscriptionChoiceInput!) {\n    startCheckout(input: $input) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewSubscriptionChange($input: SubscriptionChoiceInput!) {\n    previewSubscriptionChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreviewSubscriptionChange($input: SubscriptionChoiceInput!) {\n    previewSubscriptionChange(input: $input) {\n      currency\n      total\n      amountDue\n      prorationDate\n      lines {\n        description\n        amount\n        proration\n        quantity\n        periodStart\n        periodEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      enabled\n      planReference\n      interval\n      totalSeatsAvailable\n      utilizationPercentage\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSubscription($input: ChangeSubscriptionInput!) {\n    changeSubscription(input: $input) {\n      enabled\n      planReference\n      interval\n      totalSeatsAvailable\n      utilizationPercentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCancelAtPeriodEnd($input: CancelAtPeriodEndInput!) {\n    setCancelAtPeriodEnd(input: $input) {\n      enabled\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n"): (typeof documents)["\n  mutation SetCancelAtPeriodEnd($input: CancelAtPeriodEndInput!) {\n    setCancelAtPeriodEnd(input: $input) {\n      enabled\n      cancelAtPeriodEnd\n      currentPeriodEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingStatus {\n    billing {\n      enabled\n      stripeSubscriptionStatus\n    }\n    workspacePlan {\n      readOnly\n    }\n  }\n"): (typeof documents)["\n  query BillingStatus {\n    billing {\n      enabled\n      stripeSubscriptionStatus\n    }\n    workspacePlan {\n      readOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrialAccess {\n    trialAccess {\n      billingOn\n      state\n      requestedAt\n      endsAt\n      trialPlans {\n        reference\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query TrialAccess {\n    trialAccess {\n      billingOn\n      state\n      requestedAt\n      endsAt\n      trialPlans {\n        reference\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTrial {\n    requestTrial {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestTrial {\n    requestTrial {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTrial($planReference: String!) {\n    startTrial(planReference: $planReference) {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  mutation StartTrial($planReference: String!) {\n    startTrial(planReference: $planReference) {\n      billingOn\n      state\n      requestedAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkImportFields on BulkImport {\n    id\n    projectId\n    projectTitle\n    fileName\n    format\n    status\n    headers\n    preview\n    totalRows\n    processedRows\n    processedInto\n    importedCount\n    skippedCount\n    numFailed\n    errorMessage\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment BulkImportFields on BulkImport {\n    id\n    projectId\n    projectTitle\n    fileName\n    format\n    status\n    headers\n    preview\n    totalRows\n    processedRows\n    processedInto\n    importedCount\n    skippedCount\n    numFailed\n    errorMessage\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkImports($projectId: ID) {\n    bulkImports(projectId: $projectId) {\n      ...BulkImportFields\n    }\n  }\n"): (typeof documents)["\n  query BulkImports($projectId: ID) {\n    bulkImports(projectId: $projectId) {\n      ...BulkImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkImport($id: ID!) {\n    bulkImport(id: $id) {\n      ...BulkImportFields\n      failures(limit: 1000) {\n        rowNumber\n        errorCode\n        humanMessageText\n      }\n    }\n  }\n"): (typeof documents)["\n  query BulkImport($id: ID!) {\n    bulkImport(id: $id) {\n      ...BulkImportFields\n      failures(limit: 1000) {\n        rowNumber\n        errorCode\n        humanMessageText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBulkImport($input: StartBulkImportInput!) {\n    startBulkImport(input: $input) {\n      ...BulkImportFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartBulkImport($input: StartBulkImportInput!) {\n    startBulkImport(input: $input) {\n      ...BulkImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportNoteFields($projectId: ID) {\n    customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n    }\n  }\n"): (typeof documents)["\n  query ImportNoteFields($projectId: ID) {\n    customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelThemeFields on ChannelTheme {\n    id\n    channelId\n    channelTitle\n    title\n    description\n    datapointCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ChannelThemeFields on ChannelTheme {\n    id\n    channelId\n    channelTitle\n    title\n    description\n    datapointCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelDatasetFields on ChannelDataset {\n    id\n    channelId\n    title\n    source\n    createdAt\n    datapointCount\n  }\n"): (typeof documents)["\n  fragment ChannelDatasetFields on ChannelDataset {\n    id\n    channelId\n    title\n    source\n    createdAt\n    datapointCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelSummaryFields on Channel {\n    id\n    title\n    description\n    createdAt\n    updatedAt\n    datapointCount\n    themeCount\n    topicCount\n  }\n"): (typeof documents)["\n  fragment ChannelSummaryFields on Channel {\n    id\n    title\n    description\n    createdAt\n    updatedAt\n    datapointCount\n    themeCount\n    topicCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelTopicFields on ChannelTopic {\n    id\n    channelId\n    channelTitle\n    title\n    query\n    datapointCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ChannelTopicFields on ChannelTopic {\n    id\n    channelId\n    channelTitle\n    title\n    query\n    datapointCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelDatapointFields on ChannelDatapoint {\n    id\n    channelId\n    datasetId\n    datasetTitle\n    text\n    author\n    rating\n    sentiment\n    occurredAt\n    createdAt\n    themes {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment ChannelDatapointFields on ChannelDatapoint {\n    id\n    channelId\n    datasetId\n    datasetTitle\n    text\n    author\n    rating\n    sentiment\n    occurredAt\n    createdAt\n    themes {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Channels {\n    channels {\n      ...ChannelSummaryFields\n      datasets {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query Channels {\n    channels {\n      ...ChannelSummaryFields\n      datasets {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Channel($id: ID!) {\n    channel(id: $id) {\n      ...ChannelSummaryFields\n      datasets {\n        ...ChannelDatasetFields\n      }\n      themes {\n        ...ChannelThemeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Channel($id: ID!) {\n    channel(id: $id) {\n      ...ChannelSummaryFields\n      datasets {\n        ...ChannelDatasetFields\n      }\n      themes {\n        ...ChannelThemeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelTheme($id: ID!) {\n    channelTheme(id: $id) {\n      ...ChannelThemeFields\n    }\n  }\n"): (typeof documents)["\n  query ChannelTheme($id: ID!) {\n    channelTheme(id: $id) {\n      ...ChannelThemeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelTopics($channelId: ID!) {\n    channelTopics(channelId: $channelId) {\n      ...ChannelTopicFields\n    }\n  }\n"): (typeof documents)["\n  query ChannelTopics($channelId: ID!) {\n    channelTopics(channelId: $channelId) {\n      ...ChannelTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelTopic($id: ID!) {\n    channelTopic(id: $id) {\n      ...ChannelTopicFields\n    }\n  }\n"): (typeof documents)["\n  query ChannelTopic($id: ID!) {\n    channelTopic(id: $id) {\n      ...ChannelTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicPreview($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        id\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicPreview($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        id\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDatapoints($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        ...ChannelDatapointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelDatapoints($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n      items {\n        ...ChannelDatapointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDatapoint($id: ID!) {\n    channelDatapoint(id: $id) {\n      ...ChannelDatapointFields\n    }\n  }\n"): (typeof documents)["\n  query ChannelDatapoint($id: ID!) {\n    channelDatapoint(id: $id) {\n      ...ChannelDatapointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelDatapointTotal($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query ChannelDatapointTotal($input: ChannelDatapointsInput!) {\n    channelDatapoints(input: $input) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelVolume($input: ChannelVolumeInput!) {\n    channelVolume(input: $input) {\n      start\n      count\n      positive\n      negative\n      mixed\n    }\n  }\n"): (typeof documents)["\n  query ChannelVolume($input: ChannelVolumeInput!) {\n    channelVolume(input: $input) {\n      start\n      count\n      positive\n      negative\n      mixed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChannel($input: CreateChannelInput!) {\n    createChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChannel($input: UpdateChannelInput!) {\n    updateChannel(input: $input) {\n      ...ChannelSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChannel($id: ID!) {\n    deleteChannel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChannel($id: ID!) {\n    deleteChannel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportChannelDatapoints($input: ImportChannelDatapointsInput!) {\n    importChannelDatapoints(input: $input) {\n      dataset {\n        ...ChannelDatasetFields\n      }\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportChannelDatapoints($input: ImportChannelDatapointsInput!) {\n    importChannelDatapoints(input: $input) {\n      dataset {\n        ...ChannelDatasetFields\n      }\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChannelDataset($id: ID!) {\n    deleteChannelDataset(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChannelDataset($id: ID!) {\n    deleteChannelDataset(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChannelDatapoints($ids: [ID!]!) {\n    deleteChannelDatapoints(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteChannelDatapoints($ids: [ID!]!) {\n    deleteChannelDatapoints(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChannelTheme($input: CreateChannelThemeInput!) {\n    createChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChannelTheme($input: CreateChannelThemeInput!) {\n    createChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChannelTheme($input: UpdateChannelThemeInput!) {\n    updateChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChannelTheme($input: UpdateChannelThemeInput!) {\n    updateChannelTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChannelTheme($id: ID!) {\n    deleteChannelTheme(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChannelTheme($id: ID!) {\n    deleteChannelTheme(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDatapointsToTheme($input: ChannelThemeDatapointsInput!) {\n    addDatapointsToTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddDatapointsToTheme($input: ChannelThemeDatapointsInput!) {\n    addDatapointsToTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDatapointsFromTheme($input: ChannelThemeDatapointsInput!) {\n    removeDatapointsFromTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDatapointsFromTheme($input: ChannelThemeDatapointsInput!) {\n    removeDatapointsFromTheme(input: $input) {\n      ...ChannelThemeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChannelTopic($input: CreateChannelTopicInput!) {\n    createChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChannelTopic($input: CreateChannelTopicInput!) {\n    createChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChannelTopic($input: UpdateChannelTopicInput!) {\n    updateChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChannelTopic($input: UpdateChannelTopicInput!) {\n    updateChannelTopic(input: $input) {\n      ...ChannelTopicFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChannelTopic($id: ID!) {\n    deleteChannelTopic(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChannelTopic($id: ID!) {\n    deleteChannelTopic(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarDatapoints($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        id\n        preview {\n          title {\n            text\n          }\n          content {\n            text\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SimilarDatapoints($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        id\n        preview {\n          title {\n            text\n          }\n          content {\n            text\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChannelThemeJobFields on ThemeJob {\n    id\n    channelId\n    status\n    progress\n    errorMessage\n    amount\n    unthemedOnly\n    channelSuggestions {\n      considered\n      model\n      suggestions {\n        title\n        description\n        namedBy\n        keywords\n        datapointIds\n        examples\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChannelThemeJobFields on ThemeJob {\n    id\n    channelId\n    status\n    progress\n    errorMessage\n    amount\n    unthemedOnly\n    channelSuggestions {\n      considered\n      model\n      suggestions {\n        title\n        description\n        namedBy\n        keywords\n        datapointIds\n        examples\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelThemeJobs($channelId: ID!) {\n    themeJobs(input: { channelId: $channelId }) {\n      latest {\n        ...ChannelThemeJobFields\n      }\n      lastCompleted {\n        ...ChannelThemeJobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelThemeJobs($channelId: ID!) {\n    themeJobs(input: { channelId: $channelId }) {\n      latest {\n        ...ChannelThemeJobFields\n      }\n      lastCompleted {\n        ...ChannelThemeJobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartChannelThemeSuggestions($input: ChannelThemeSuggestionsInput!) {\n    startChannelThemeSuggestions(input: $input) {\n      ...ChannelThemeJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartChannelThemeSuggestions($input: ChannelThemeSuggestionsInput!) {\n    startChannelThemeSuggestions(input: $input) {\n      ...ChannelThemeJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelChannelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ChannelThemeJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelChannelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ChannelThemeJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conversations {\n    conversations {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query Conversations {\n    conversations {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSampleQuestions {\n    chatSampleQuestions {\n      roleGroup\n      questions\n    }\n  }\n"): (typeof documents)["\n  query ChatSampleQuestions {\n    chatSampleQuestions {\n      roleGroup\n      questions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationMessages($conversationId: ID!) {\n    conversationMessages(conversationId: $conversationId) {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  query ConversationMessages($conversationId: ID!) {\n    conversationMessages(conversationId: $conversationId) {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ConversationMessage {\n    id\n    conversationId\n    position\n    role\n    content\n    notEnoughData\n    createdAt\n    answer {\n      ...AiAnswerViewFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ConversationMessage {\n    id\n    conversationId\n    position\n    role\n    content\n    notEnoughData\n    createdAt\n    answer {\n      ...AiAnswerViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConversation($input: CreateConversationInput!) {\n    createConversation(input: $input) {\n      id\n      title\n      projectId\n      projectTitle\n      messageCount\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RenameConversation($input: RenameConversationInput!) {\n    renameConversation(input: $input) {\n      id\n      title\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      conversation {\n        id\n        title\n        messageCount\n        updatedAt\n      }\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendChatMessage($input: SendChatMessageInput!) {\n    sendChatMessage(input: $input) {\n      conversation {\n        id\n        title\n        messageCount\n        updatedAt\n      }\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    targetType\n    targetId\n    noteId\n    parentId\n    body\n    deleted\n    resolved\n    createdAt\n    editedAt\n    path\n    canEdit\n    canDelete\n    author {\n      id\n      name\n    }\n    mentions {\n      id\n      name\n    }\n    resolvedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    targetType\n    targetId\n    noteId\n    parentId\n    body\n    deleted\n    resolved\n    createdAt\n    editedAt\n    path\n    canEdit\n    canDelete\n    author {\n      id\n      name\n    }\n    mentions {\n      id\n      name\n    }\n    resolvedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($targetType: CommentTargetType!, $targetId: ID!) {\n    comments(targetType: $targetType, targetId: $targetId) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  query Comments($targetType: CommentTargetType!, $targetId: ID!) {\n    comments(targetType: $targetType, targetId: $targetId) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentQuery($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  query CommentQuery($id: ID!) {\n    comment(id: $id) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentMembers {\n    members {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CommentMembers {\n    members {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateComment($input: CreateCommentInput!) {\n    createComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateComment($input: UpdateCommentInput!) {\n    updateComment(input: $input) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveComment($id: ID!) {\n    resolveComment(id: $id) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveComment($id: ID!) {\n    resolveComment(id: $id) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenComment($id: ID!) {\n    reopenComment(id: $id) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenComment($id: ID!) {\n    reopenComment(id: $id) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomFieldFields on CustomField {\n    id\n    target\n    projectId\n    label\n    type\n    numberFormat\n    currencySymbol\n    maxSelectable\n    valueCount\n    options {\n      id\n      label\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment CustomFieldFields on CustomField {\n    id\n    target\n    projectId\n    label\n    type\n    numberFormat\n    currencySymbol\n    maxSelectable\n    valueCount\n    options {\n      id\n      label\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomFieldValueFields on CustomFieldValue {\n    fieldId\n    text\n    boolean\n    number\n    date\n    optionIds\n  }\n"): (typeof documents)["\n  fragment CustomFieldValueFields on CustomFieldValue {\n    fieldId\n    text\n    boolean\n    number\n    date\n    optionIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFields($target: CustomFieldTarget!, $projectId: ID) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  query CustomFields($target: CustomFieldTarget!, $projectId: ID) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldValues($target: CustomFieldTarget!, $projectId: ID, $objectId: ID!) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n    customFieldValues(target: $target, objectId: $objectId) {\n      ...CustomFieldValueFields\n    }\n  }\n"): (typeof documents)["\n  query FieldValues($target: CustomFieldTarget!, $projectId: ID, $objectId: ID!) {\n    customFields(target: $target, projectId: $projectId) {\n      ...CustomFieldFields\n    }\n    customFieldValues(target: $target, objectId: $objectId) {\n      ...CustomFieldValueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomField($input: CreateCustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomField($input: CreateCustomFieldInput!) {\n    createCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomField($input: UpdateCustomFieldInput!) {\n    updateCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomField($input: UpdateCustomFieldInput!) {\n    updateCustomField(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFieldTypeChangePreview($id: ID!, $type: CustomFieldType!) {\n    customFieldTypeChangePreview(id: $id, type: $type) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n"): (typeof documents)["\n  query CustomFieldTypeChangePreview($id: ID!, $type: CustomFieldType!) {\n    customFieldTypeChangePreview(id: $id, type: $type) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCustomFieldType($input: ChangeCustomFieldTypeInput!) {\n    changeCustomFieldType(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeCustomFieldType($input: ChangeCustomFieldTypeInput!) {\n    changeCustomFieldType(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomField($id: ID!) {\n    deleteCustomField(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCustomField($id: ID!) {\n    deleteCustomField(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCustomFieldOptions($input: AddCustomFieldOptionsInput!) {\n    addCustomFieldOptions(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddCustomFieldOptions($input: AddCustomFieldOptionsInput!) {\n    addCustomFieldOptions(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomFieldOption($input: UpdateCustomFieldOptionInput!) {\n    updateCustomFieldOption(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomFieldOption($input: UpdateCustomFieldOptionInput!) {\n    updateCustomFieldOption(input: $input) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomFieldOptionDeletePreview($fieldId: ID!, $optionId: ID!) {\n    customFieldOptionDeletePreview(fieldId: $fieldId, optionId: $optionId) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n"): (typeof documents)["\n  query CustomFieldOptionDeletePreview($fieldId: ID!, $optionId: ID!) {\n    customFieldOptionDeletePreview(fieldId: $fieldId, optionId: $optionId) {\n      affectedCount\n      keptCount\n      clearedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomFieldOption($fieldId: ID!, $optionId: ID!) {\n    deleteCustomFieldOption(fieldId: $fieldId, optionId: $optionId) {\n      ...CustomFieldFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomFieldOption($fieldId: ID!, $optionId: ID!) {\n    deleteCustomFieldOption(fieldId: $fieldId, optionId: $optionId) {\n      ...CustomFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomFieldValue($input: SetCustomFieldValueInput!) {\n    setCustomFieldValue(input: $input) {\n      ...CustomFieldValueFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomFieldValue($input: SetCustomFieldValueInput!) {\n    setCustomFieldValue(input: $input) {\n      ...CustomFieldValueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCustomFieldValue($fieldId: ID!, $target: CustomFieldTarget!, $objectId: ID!) {\n    clearCustomFieldValue(fieldId: $fieldId, target: $target, objectId: $objectId)\n  }\n"): (typeof documents)["\n  mutation ClearCustomFieldValue($fieldId: ID!, $target: CustomFieldTarget!, $objectId: ID!) {\n    clearCustomFieldValue(fieldId: $fieldId, target: $target, objectId: $objectId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardSummaryFields on Dashboard {\n    id\n    shortId\n    title\n    chartCount\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment DashboardSummaryFields on Dashboard {\n    id\n    shortId\n    title\n    chartCount\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChartDataFields on ChartData {\n    total\n    score\n    responses\n    buckets {\n      key\n      label\n      color\n      count\n      value\n    }\n    periods {\n      index\n      from\n      to\n      count\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment ChartDataFields on ChartData {\n    total\n    score\n    responses\n    buckets {\n      key\n      label\n      color\n      count\n      value\n    }\n    periods {\n      index\n      from\n      to\n      count\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChartFields on Chart {\n    id\n    dashboardId\n    title\n    type\n    search\n    filterForm\n    rank\n    data {\n      ...ChartDataFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChartFields on Chart {\n    id\n    dashboardId\n    title\n    type\n    search\n    filterForm\n    rank\n    data {\n      ...ChartDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboards {\n    dashboards {\n      ...DashboardSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query Dashboards {\n    dashboards {\n      ...DashboardSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($id: ID!) {\n    dashboard(id: $id) {\n      ...DashboardSummaryFields\n      charts {\n        ...ChartFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($id: ID!) {\n    dashboard(id: $id) {\n      ...DashboardSummaryFields\n      charts {\n        ...ChartFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDashboard($input: CreateDashboardInput!) {\n    createDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDashboard($input: UpdateDashboardInput!) {\n    updateDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDashboard($input: UpdateDashboardInput!) {\n    updateDashboard(input: $input) {\n      ...DashboardSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteDashboard($id: ID!) {\n    deleteDashboard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChart($input: CreateChartInput!) {\n    createChart(input: $input) {\n      ...ChartFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateChart($input: CreateChartInput!) {\n    createChart(input: $input) {\n      ...ChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChart($input: UpdateChartInput!) {\n    updateChart(input: $input) {\n      ...ChartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChart($input: UpdateChartInput!) {\n    updateChart(input: $input) {\n      ...ChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveChart($input: MoveChartInput!) {\n    moveChart(input: $input) {\n      id\n      rank\n    }\n  }\n"): (typeof documents)["\n  mutation MoveChart($input: MoveChartInput!) {\n    moveChart(input: $input) {\n      id\n      rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChart($id: ID!) {\n    deleteChart(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChart($id: ID!) {\n    deleteChart(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartPreview($search: SearchInput!) {\n    chartPreview(search: $search) {\n      ...ChartDataFields\n    }\n  }\n"): (typeof documents)["\n  query ChartPreview($search: SearchInput!) {\n    chartPreview(search: $search) {\n      ...ChartDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DataRetentionSettingsFields on DataRetentionSettings {\n    projectId\n    projectTitle\n    locked\n    allowed\n    choices\n    workspacePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    projectPolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    effectivePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    scheduled {\n      deletesAt\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment DataRetentionSettingsFields on DataRetentionSettings {\n    projectId\n    projectTitle\n    locked\n    allowed\n    choices\n    workspacePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    projectPolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    effectivePolicy {\n      recordingsDays\n      notesDays\n      trashDays\n      keepHighlightsAndTranscripts\n    }\n    scheduled {\n      deletesAt\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataRetention($projectId: ID) {\n    dataRetention(projectId: $projectId) {\n      ...DataRetentionSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query DataRetention($projectId: ID) {\n    dataRetention(projectId: $projectId) {\n      ...DataRetentionSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataRetentionPreview($input: DataRetentionPreviewInput!) {\n    dataRetentionPreview(input: $input) {\n      deletesAt\n      text\n      groups {\n        category\n        days\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query DataRetentionPreview($input: DataRetentionPreviewInput!) {\n    dataRetentionPreview(input: $input) {\n      deletesAt\n      text\n      groups {\n        category\n        days\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceDataRetention($input: UpdateWorkspaceDataRetentionInput!) {\n    updateWorkspaceDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceDataRetention($input: UpdateWorkspaceDataRetentionInput!) {\n    updateWorkspaceDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectDataRetention($input: UpdateProjectDataRetentionInput!) {\n    updateProjectDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectDataRetention($input: UpdateProjectDataRetentionInput!) {\n    updateProjectDataRetention(input: $input) {\n      ...DataRetentionSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedFeedFields on SavedFeed {\n    id\n    title\n    search\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SavedFeedFields on SavedFeed {\n    id\n    title\n    search\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedFeeds {\n    savedFeeds {\n      ...SavedFeedFields\n    }\n  }\n"): (typeof documents)["\n  query SavedFeeds {\n    savedFeeds {\n      ...SavedFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedFeed($id: ID!) {\n    savedFeed(id: $id) {\n      ...SavedFeedFields\n    }\n  }\n"): (typeof documents)["\n  query SavedFeed($id: ID!) {\n    savedFeed(id: $id) {\n      ...SavedFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedFeed($input: CreateSavedFeedInput!) {\n    createSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSavedFeed($input: CreateSavedFeedInput!) {\n    createSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSavedFeed($input: RenameSavedFeedInput!) {\n    renameSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameSavedFeed($input: RenameSavedFeedInput!) {\n    renameSavedFeed(input: $input) {\n      ...SavedFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedFeed($id: ID!) {\n    deleteSavedFeed(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedFeed($id: ID!) {\n    deleteSavedFeed(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FileFields on File {\n    id\n    name\n    mime\n    fileType\n    size\n    status\n    durationMs\n    url\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FileFields on File {\n    id\n    name\n    mime\n    fileType\n    size\n    status\n    durationMs\n    url\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranscriptCueFields on TranscriptCue {\n    id\n    position\n    startMs\n    endMs\n    speaker\n    text\n  }\n"): (typeof documents)["\n  fragment TranscriptCueFields on TranscriptCue {\n    id\n    position\n    startMs\n    endMs\n    speaker\n    text\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteFiles($noteId: ID!) {\n    files(noteId: $noteId) {\n      ...FileFields\n    }\n  }\n"): (typeof documents)["\n  query NoteFiles($noteId: ID!) {\n    files(noteId: $noteId) {\n      ...FileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileTranscript($id: ID!) {\n    file(id: $id) {\n      id\n      transcript {\n        ...TranscriptCueFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileTranscript($id: ID!) {\n    file(id: $id) {\n      id\n      transcript {\n        ...TranscriptCueFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportTranscript($input: ImportTranscriptInput!) {\n    importTranscript(input: $input) {\n      ...TranscriptCueFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportTranscript($input: ImportTranscriptInput!) {\n    importTranscript(input: $input) {\n      ...TranscriptCueFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTranscriptHighlight($input: CreateTranscriptHighlightInput!) {\n    createTranscriptHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTranscriptHighlight($input: CreateTranscriptHighlightInput!) {\n    createTranscriptHighlight(input: $input) {\n      ...HighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileNote($id: ID!) {\n    file(id: $id) {\n      id\n      noteId\n    }\n  }\n"): (typeof documents)["\n  query FileNote($id: ID!) {\n    file(id: $id) {\n      id\n      noteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FolderFields on Folder {\n    id\n    shortId\n    name\n    parentId\n    projectCount\n    folderCount\n  }\n"): (typeof documents)["\n  fragment FolderFields on Folder {\n    id\n    shortId\n    name\n    parentId\n    projectCount\n    folderCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n"): (typeof documents)["\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Folder($id: ID!) {\n    folder(id: $id) {\n      ...FolderFields\n      ancestors {\n        ...FolderFields\n      }\n      children {\n        ...FolderFields\n      }\n      projects {\n        ...ProjectFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Folder($id: ID!) {\n    folder(id: $id) {\n      ...FolderFields\n      ancestors {\n        ...FolderFields\n      }\n      children {\n        ...FolderFields\n      }\n      projects {\n        ...ProjectFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FolderPublishedInsights($id: ID!) {\n    folder(id: $id) {\n      id\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FolderPublishedInsights($id: ID!) {\n    folder(id: $id) {\n      id\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFolder($input: CreateFolderInput!) {\n    createFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFolder($input: UpdateFolderInput!) {\n    updateFolder(input: $input) {\n      ...FolderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFolder($id: ID!) {\n    deleteFolder(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFolder($id: ID!) {\n    deleteFolder(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProjectToFolder($input: MoveProjectToFolderInput!) {\n    moveProjectToFolder(input: $input) {\n      id\n      folderId\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProjectToFolder($input: MoveProjectToFolderInput!) {\n    moveProjectToFolder(input: $input) {\n      id\n      folderId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    home {\n      recent {\n        id\n        kind\n        title\n        projectId\n        projectTitle\n        updatedAt\n        createdByYou\n      }\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    home {\n      recent {\n        id\n        kind\n        title\n        projectId\n        projectTitle\n        updatedAt\n        createdByYou\n      }\n      publishedInsights {\n        id\n        title\n        projectId\n        projectTitle\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceHighlightFields on Highlight {\n    id\n    noteId\n    noteTitle\n    text\n    tags {\n      id\n      title\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceHighlightFields on Highlight {\n    id\n    noteId\n    noteTitle\n    text\n    tags {\n      id\n      title\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightCard($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n    }\n  }\n"): (typeof documents)["\n  query HighlightCard($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHighlights($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      ...WorkspaceHighlightFields\n    }\n  }\n"): (typeof documents)["\n  query SearchHighlights($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      ...WorkspaceHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicHighlightFields on PublicHighlight {\n    id\n    quote\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment PublicHighlightFields on PublicHighlight {\n    id\n    quote\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedInsight($shareToken: String!) {\n    sharedInsight(shareToken: $shareToken) {\n      title\n      publishedAt\n      contentJson\n      content\n      highlights {\n        ...PublicHighlightFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedInsight($shareToken: String!) {\n    sharedInsight(shareToken: $shareToken) {\n      title\n      publishedAt\n      contentJson\n      content\n      highlights {\n        ...PublicHighlightFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmbeddedHighlight($highlightId: ID!) {\n    embeddedHighlight(highlightId: $highlightId) {\n      ...PublicHighlightFields\n    }\n  }\n"): (typeof documents)["\n  query EmbeddedHighlight($highlightId: ID!) {\n    embeddedHighlight(highlightId: $highlightId) {\n      ...PublicHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InsightFields on Insight {\n    id\n    shortId\n    projectId\n    title\n    content\n    contentJson\n    published\n    publishedAt\n    locked\n    lockedAt\n    createdAt\n    createdByName\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment InsightFields on Insight {\n    id\n    shortId\n    projectId\n    title\n    content\n    contentJson\n    published\n    publishedAt\n    locked\n    lockedAt\n    createdAt\n    createdByName\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Insight($id: ID!) {\n    insight(id: $id) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  query Insight($id: ID!) {\n    insight(id: $id) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInsight($input: CreateInsightInput!) {\n    createInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInsight($input: CreateInsightInput!) {\n    createInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInsight($input: UpdateInsightInput!) {\n    updateInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInsight($input: UpdateInsightInput!) {\n    updateInsight(input: $input) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishInsight($id: ID!) {\n    publishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishInsight($id: ID!) {\n    publishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishInsight($id: ID!) {\n    unpublishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishInsight($id: ID!) {\n    unpublishInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockInsight($id: ID!) {\n    lockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation LockInsight($id: ID!) {\n    lockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockInsight($id: ID!) {\n    unlockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockInsight($id: ID!) {\n    unlockInsight(id: $id) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInsight($id: ID!) {\n    deleteInsight(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteInsight($id: ID!) {\n    deleteInsight(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightFields on Highlight {\n    id\n    noteId\n    startOffset\n    endOffset\n    text\n    detached\n    aiGenerated\n    highlightReason\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment HighlightFields on Highlight {\n    id\n    noteId\n    startOffset\n    endOffset\n    text\n    detached\n    aiGenerated\n    highlightReason\n    startAnchor\n    endAnchor\n    createdAt\n    tags {\n      id\n      title\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n"): (typeof documents)["\n  fragment NoteLocationFields on Note {\n    id\n    shortId\n    projectId\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      createdByName\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Note($id: ID!) {\n    note(id: $id) {\n      id\n      shortId\n      projectId\n      title\n      createdAt\n      createdByName\n      updatedAt\n      highlights {\n        ...HighlightFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment NoteCount on Note {\n    id\n    highlightCount\n  }\n"): (typeof documents)["\n  fragment NoteCount on Note {\n    id\n    highlightCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationInbox {\n    notificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        title\n        excerpt\n        path\n        accessRequestId\n        role\n        read\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificationInbox {\n    notificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        title\n        excerpt\n        path\n        accessRequestId\n        role\n        read\n        createdAt\n        actor {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      allChangesEnabled\n      insightsPublishedEnabled\n      allCommentsEnabled\n      followFrequency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountNotificationInbox {\n    accountNotificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        workspaceName\n        invitedByName\n        role\n        message\n        status\n        url\n        read\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountNotificationInbox {\n    accountNotificationInbox(limit: 30) {\n      unreadCount\n      items {\n        id\n        type\n        workspaceName\n        invitedByName\n        role\n        message\n        status\n        url\n        read\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAccountNotificationRead($id: ID!) {\n    markAccountNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAccountNotificationRead($id: ID!) {\n    markAccountNotificationRead(id: $id) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnboardingFields on Onboarding {\n    answered\n    useCases\n    orgSize\n    jobRole\n    checklist {\n      item\n      done\n    }\n    checklistState\n  }\n"): (typeof documents)["\n  fragment OnboardingFields on Onboarding {\n    answered\n    useCases\n    orgSize\n    jobRole\n    checklist {\n      item\n      done\n    }\n    checklistState\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Onboarding {\n    onboarding {\n      ...OnboardingFields\n    }\n  }\n"): (typeof documents)["\n  query Onboarding {\n    onboarding {\n      ...OnboardingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOnboarding($input: SaveOnboardingInput!) {\n    saveOnboarding(input: $input) {\n      ...OnboardingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveOnboarding($input: SaveOnboardingInput!) {\n    saveOnboarding(input: $input) {\n      ...OnboardingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    noteCount\n    highlightCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PersonFields on Person {\n    id\n    name\n    email\n    noteCount\n    highlightCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleList(\n    $offset: Int!\n    $limit: Int!\n    $sortBy: PersonSortField!\n    $sortDirection: SortDirection!\n    $query: String\n    $filters: [PersonFilterInput!]\n    $segmentId: ID\n  ) {\n    people(\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      query: $query\n      filters: $filters\n      segmentId: $segmentId\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n        fieldValues {\n          ...CustomFieldValueFields\n        }\n        segments {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleList(\n    $offset: Int!\n    $limit: Int!\n    $sortBy: PersonSortField!\n    $sortDirection: SortDirection!\n    $query: String\n    $filters: [PersonFilterInput!]\n    $segmentId: ID\n  ) {\n    people(\n      offset: $offset\n      limit: $limit\n      sortBy: $sortBy\n      sortDirection: $sortDirection\n      query: $query\n      filters: $filters\n      segmentId: $segmentId\n    ) {\n      totalCount\n      nodes {\n        ...PersonFields\n        fieldValues {\n          ...CustomFieldValueFields\n        }\n        segments {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleLookup($query: String) {\n    people(query: $query, limit: 20, sortBy: NAME, sortDirection: ASC) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleLookup($query: String) {\n    people(query: $query, limit: 20, sortBy: NAME, sortDirection: ASC) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonPage($id: ID!) {\n    person(id: $id) {\n      ...PersonFields\n    }\n    personNotes(personId: $id) {\n      id\n      title\n      projectId\n      createdAt\n    }\n    personHighlights(personId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonPage($id: ID!) {\n    person(id: $id) {\n      ...PersonFields\n    }\n    personNotes(personId: $id) {\n      id\n      title\n      projectId\n      createdAt\n    }\n    personHighlights(personId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotePeople($noteId: ID!) {\n    notePeople(noteId: $noteId) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query NotePeople($noteId: ID!) {\n    notePeople(noteId: $noteId) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePerson($input: CreatePersonInput!) {\n    createPerson(input: $input) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePerson($input: CreatePersonInput!) {\n    createPerson(input: $input) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerson($input: UpdatePersonInput!) {\n    updatePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerson($input: UpdatePersonInput!) {\n    updatePerson(input: $input) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergePeople($keepId: ID!, $removeId: ID!) {\n    mergePeople(keepId: $keepId, removeId: $removeId) {\n      ...PersonFields\n    }\n  }\n"): (typeof documents)["\n  mutation MergePeople($keepId: ID!, $removeId: ID!) {\n    mergePeople(keepId: $keepId, removeId: $removeId) {\n      ...PersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportPeople($input: ImportPeopleInput!) {\n    importPeople(input: $input) {\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportPeople($input: ImportPeopleInput!) {\n    importPeople(input: $input) {\n      importedCount\n      rejected {\n        rowNumber\n        field\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LinkPersonToNote($noteId: ID!, $personId: ID!) {\n    linkPersonToNote(noteId: $noteId, personId: $personId) {\n      id\n      name\n      email\n      noteCount\n    }\n  }\n"): (typeof documents)["\n  mutation LinkPersonToNote($noteId: ID!, $personId: ID!) {\n    linkPersonToNote(noteId: $noteId, personId: $personId) {\n      id\n      name\n      email\n      noteCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkPersonFromNote($noteId: ID!, $personId: ID!) {\n    unlinkPersonFromNote(noteId: $noteId, personId: $personId)\n  }\n"): (typeof documents)["\n  mutation UnlinkPersonFromNote($noteId: ID!, $personId: ID!) {\n    unlinkPersonFromNote(noteId: $noteId, personId: $personId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspacePlan {\n    workspacePlan {\n      selfHosted\n      subscriptionStatus\n      trialState\n      trialEndsAt\n      readOnly\n      plan {\n        reference\n        name\n        description\n        isLegacy\n        isTrial\n        flags {\n          name\n          enabled\n        }\n      }\n      usage {\n        name\n        maximum\n        used\n      }\n      offeredPlans {\n        reference\n        name\n        description\n        features\n        flags {\n          name\n          enabled\n        }\n        maxima {\n          name\n          maximum\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspacePlan {\n    workspacePlan {\n      selfHosted\n      subscriptionStatus\n      trialState\n      trialEndsAt\n      readOnly\n      plan {\n        reference\n        name\n        description\n        isLegacy\n        isTrial\n        flags {\n          name\n          enabled\n        }\n      }\n      usage {\n        name\n        maximum\n        used\n      }\n      offeredPlans {\n        reference\n        name\n        description\n        features\n        flags {\n          name\n          enabled\n        }\n        maxima {\n          name\n          maximum\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingMode {\n    workspacePlan {\n      selfHosted\n    }\n  }\n"): (typeof documents)["\n  query BillingMode {\n    workspacePlan {\n      selfHosted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresentHighlight($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query PresentHighlight($id: ID!) {\n    highlight(id: $id) {\n      ...WorkspaceHighlightFields\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresentFile($id: ID!) {\n    file(id: $id) {\n      id\n      name\n      fileType\n      url\n    }\n  }\n"): (typeof documents)["\n  query PresentFile($id: ID!) {\n    file(id: $id) {\n      id\n      name\n      fileType\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PresentInsight($id: ID!) {\n    insight(id: $id) {\n      id\n      title\n      content\n      contentJson\n      published\n    }\n  }\n"): (typeof documents)["\n  query PresentInsight($id: ID!) {\n    insight(id: $id) {\n      id\n      title\n      content\n      contentJson\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectHighlights($projectId: ID!, $tagIds: [ID!], $offset: Int, $limit: Int) {\n    projectHighlights(projectId: $projectId, tagIds: $tagIds, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        noteId\n        noteTitle\n        text\n        sentiment\n        createdAt\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectHighlights($projectId: ID!, $tagIds: [ID!], $offset: Int, $limit: Int) {\n    projectHighlights(projectId: $projectId, tagIds: $tagIds, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      items {\n        id\n        noteId\n        noteTitle\n        text\n        sentiment\n        createdAt\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightFilterTags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n"): (typeof documents)["\n  query HighlightFilterTags($projectId: ID!) {\n    tags(projectId: $projectId) {\n      id\n      title\n      color\n      highlightCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectTransferFields on ProjectTransfer {\n    id\n    kind\n    status\n    progress\n    projectId\n    projectTitle\n    fileName\n    sizeBytes\n    recordCount\n    downloadUrl\n    reportUrl\n    mappingTables {\n      table\n      count\n    }\n    placeholders {\n      name\n      email\n    }\n    errorCode\n    errorMessage\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment ProjectTransferFields on ProjectTransfer {\n    id\n    kind\n    status\n    progress\n    projectId\n    projectTitle\n    fileName\n    sizeBytes\n    recordCount\n    downloadUrl\n    reportUrl\n    mappingTables {\n      table\n      count\n    }\n    placeholders {\n      name\n      email\n    }\n    errorCode\n    errorMessage\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartProjectExport($projectId: ID!) {\n    startProjectExport(projectId: $projectId) {\n      ...ProjectTransferFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartProjectExport($projectId: ID!) {\n    startProjectExport(projectId: $projectId) {\n      ...ProjectTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTransfer($id: ID!) {\n    projectTransfer(id: $id) {\n      ...ProjectTransferFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectTransfer($id: ID!) {\n    projectTransfer(id: $id) {\n      ...ProjectTransferFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectViewFields on ProjectView {\n    id\n    shortId\n    projectId\n    title\n    layout\n    objectType\n    rank\n    state\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProjectViewFields on ProjectView {\n    id\n    shortId\n    projectId\n    title\n    layout\n    objectType\n    rank\n    state\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectViewItemFields on ProjectViewItem {\n    id\n    type\n    title\n    preview\n    noteId\n    createdBy\n    createdAt\n    updatedAt\n    published\n    rank\n    columnKey\n    fieldValues {\n      ...CustomFieldValueFields\n    }\n    tags\n  }\n"): (typeof documents)["\n  fragment ProjectViewItemFields on ProjectViewItem {\n    id\n    type\n    title\n    preview\n    noteId\n    createdBy\n    createdAt\n    updatedAt\n    published\n    rank\n    columnKey\n    fieldValues {\n      ...CustomFieldValueFields\n    }\n    tags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectViews($projectId: ID!) {\n    projectViews(projectId: $projectId) {\n      ...ProjectViewFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectViews($projectId: ID!) {\n    projectViews(projectId: $projectId) {\n      ...ProjectViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectView($id: ID!) {\n    projectView(id: $id) {\n      ...ProjectViewFields\n    }\n  }\n"): (typeof documents)["\n  query ProjectView($id: ID!) {\n    projectView(id: $id) {\n      ...ProjectViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectViewItems($viewId: ID!, $offset: Int, $limit: Int, $filter: SearchFilterGroupInput) {\n    projectViewItems(viewId: $viewId, offset: $offset, limit: $limit, filter: $filter) {\n      total\n      offset\n      items {\n        ...ProjectViewItemFields\n      }\n      columns {\n        key\n        label\n        color\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectViewItems($viewId: ID!, $offset: Int, $limit: Int, $filter: SearchFilterGroupInput) {\n    projectViewItems(viewId: $viewId, offset: $offset, limit: $limit, filter: $filter) {\n      total\n      offset\n      items {\n        ...ProjectViewItemFields\n      }\n      columns {\n        key\n        label\n        color\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectView($input: CreateProjectViewInput!) {\n    createProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectView($input: CreateProjectViewInput!) {\n    createProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectView($input: UpdateProjectViewInput!) {\n    updateProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectView($input: UpdateProjectViewInput!) {\n    updateProjectView(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProjectView($id: ID!) {\n    deleteProjectView(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProjectView($id: ID!) {\n    deleteProjectView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveViewItem($input: MoveViewItemInput!) {\n    moveViewItem(input: $input) {\n      ...ProjectViewItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveViewItem($input: MoveViewItemInput!) {\n    moveViewItem(input: $input) {\n      ...ProjectViewItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCanvasObjects($input: SaveCanvasObjectsInput!) {\n    saveCanvasObjects(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCanvasObjects($input: SaveCanvasObjectsInput!) {\n    saveCanvasObjects(input: $input) {\n      ...ProjectViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderProjectView($input: ReorderProjectViewInput!) {\n    reorderProjectView(input: $input) {\n      id\n      rank\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderProjectView($input: ReorderProjectViewInput!) {\n    reorderProjectView(input: $input) {\n      id\n      rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    private\n    createdBy\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProjectFields on Project {\n    id\n    shortId\n    title\n    summary\n    icon\n    color\n    folderId\n    starred\n    archived\n    private\n    createdBy\n    noteCount\n    insightCount\n    createdAt\n    updatedAt\n  }\n"];
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
export function graphql(source: "\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n      viewerAccess {\n        canEdit\n        canManageAccess\n      }\n    }\n  }\n"): (typeof documents)["\n  query Project($id: ID!) {\n    project(id: $id) {\n      ...ProjectFields\n      viewerAccess {\n        canEdit\n        canManageAccess\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment NoteRowFields on Note {\n    ...NoteSummaryFields\n    highlightCount\n    tagCounts {\n      tagId\n      title\n      color\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment NoteRowFields on Note {\n    ...NoteSummaryFields\n    highlightCount\n    tagCounts {\n      tagId\n      title\n      color\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteRowFields\n    }\n  }\n"): (typeof documents)["\n  query Notes($projectId: ID!) {\n    notes(projectId: $projectId) {\n      ...NoteRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) {\n      ...NoteRowFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query EmbeddedReel($reelId: ID!) {\n    embeddedReel(reelId: $reelId) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  query EmbeddedReel($reelId: ID!) {\n    embeddedReel(reelId: $reelId) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmbeddedNoteFileReel($noteId: ID!, $fileId: ID!) {\n    embeddedNoteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  query EmbeddedNoteFileReel($noteId: ID!, $fileId: ID!) {\n    embeddedNoteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmbeddedTagReel($tagId: ID!) {\n    embeddedTagReel(tagId: $tagId) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  query EmbeddedTagReel($tagId: ID!) {\n    embeddedTagReel(tagId: $tagId) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReelClipFields on ReelClip {\n    clipId\n    fileId\n    type\n    mime\n    mediaUrl\n    startTime\n    endTime\n    clipDuration\n    text\n    speaker\n    noteId\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n"): (typeof documents)["\n  fragment ReelClipFields on ReelClip {\n    clipId\n    fileId\n    type\n    mime\n    mediaUrl\n    startTime\n    endTime\n    clipDuration\n    text\n    speaker\n    noteId\n    noteTitle\n    tags {\n      title\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReelFields on Reel {\n    id\n    kind\n    title\n    insightId\n    noteId\n    fileId\n    tagId\n    clipCount\n    maxClips\n    clips {\n      ...ReelClipFields\n    }\n  }\n"): (typeof documents)["\n  fragment ReelFields on Reel {\n    id\n    kind\n    title\n    insightId\n    noteId\n    fileId\n    tagId\n    clipCount\n    maxClips\n    clips {\n      ...ReelClipFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteFileReel($noteId: ID!, $fileId: ID!) {\n    noteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  query NoteFileReel($noteId: ID!, $fileId: ID!) {\n    noteFileReel(noteId: $noteId, fileId: $fileId) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reel($id: ID!) {\n    reel(id: $id) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  query Reel($id: ID!) {\n    reel(id: $id) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightReels($insightId: ID!) {\n    insightReels(insightId: $insightId) {\n      id\n      title\n      clipCount\n    }\n  }\n"): (typeof documents)["\n  query InsightReels($insightId: ID!) {\n    insightReels(insightId: $insightId) {\n      id\n      title\n      clipCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelInsight($insightId: ID!) {\n    insight(id: $insightId) {\n      id\n      title\n      projectId\n    }\n  }\n"): (typeof documents)["\n  query ReelInsight($insightId: ID!) {\n    insight(id: $insightId) {\n      id\n      title\n      projectId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelClipCandidates($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      id\n      text\n      noteTitle\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReelClipCandidates($projectId: ID!, $search: String) {\n    searchHighlights(projectId: $projectId, search: $search) {\n      id\n      text\n      noteTitle\n      audioVideo {\n        fileId\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReel($input: CreateReelInput!) {\n    createReel(input: $input) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReel($input: CreateReelInput!) {\n    createReel(input: $input) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReel($input: UpdateReelInput!) {\n    updateReel(input: $input) {\n      ...ReelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReel($input: UpdateReelInput!) {\n    updateReel(input: $input) {\n      ...ReelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReel($id: ID!) {\n    deleteReel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReel($id: ID!) {\n    deleteReel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefiQdaImportFields on RefiQdaImport {\n    id\n    projectId\n    fileName\n    format\n    status\n    origin\n    notesCreated\n    tagsCreated\n    highlightsCreated\n    peopleCreated\n    warnings\n    report {\n      kind\n      name\n      reason\n    }\n    errorMessage\n  }\n"): (typeof documents)["\n  fragment RefiQdaImportFields on RefiQdaImport {\n    id\n    projectId\n    fileName\n    format\n    status\n    origin\n    notesCreated\n    tagsCreated\n    highlightsCreated\n    peopleCreated\n    warnings\n    report {\n      kind\n      name\n      reason\n    }\n    errorMessage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefiQdaImport($id: ID!) {\n    refiQdaImport(id: $id) {\n      ...RefiQdaImportFields\n    }\n  }\n"): (typeof documents)["\n  query RefiQdaImport($id: ID!) {\n    refiQdaImport(id: $id) {\n      ...RefiQdaImportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchItemFields on SearchItem {\n    id\n    type\n    preview {\n      title {\n        text\n        match\n      }\n      content {\n        text\n        match\n      }\n    }\n    projectId\n    projectTitle\n    noteId\n    channelId\n    channelTitle\n    tags {\n      id\n      title\n      color\n    }\n    published\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SearchItemFields on SearchItem {\n    id\n    type\n    preview {\n      title {\n        text\n        match\n      }\n      content {\n        text\n        match\n      }\n    }\n    projectId\n    projectTitle\n    noteId\n    channelId\n    channelTitle\n    tags {\n      id\n      title\n      color\n    }\n    published\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        ...SearchItemFields\n      }\n      total\n      totalIsEstimate\n      offset\n      suggestedQuery\n    }\n  }\n"): (typeof documents)["\n  query Search($input: SearchInput!) {\n    search(input: $input) {\n      items {\n        ...SearchItemFields\n      }\n      total\n      totalIsEstimate\n      offset\n      suggestedQuery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCounts(\n    $everything: SearchInput!\n    $project: SearchInput!\n    $folder: SearchInput!\n    $note: SearchInput!\n    $highlight: SearchInput!\n    $insight: SearchInput!\n    $tag: SearchInput!\n    $person: SearchInput!\n    $channel: SearchInput!\n    $datapoint: SearchInput!\n    $theme: SearchInput!\n  ) {\n    everything: search(input: $everything) {\n      total\n      totalIsEstimate\n    }\n    project: search(input: $project) {\n      total\n      totalIsEstimate\n    }\n    folder: search(input: $folder) {\n      total\n      totalIsEstimate\n    }\n    note: search(input: $note) {\n      total\n      totalIsEstimate\n    }\n    highlight: search(input: $highlight) {\n      total\n      totalIsEstimate\n    }\n    insight: search(input: $insight) {\n      total\n      totalIsEstimate\n    }\n    tag: search(input: $tag) {\n      total\n      totalIsEstimate\n    }\n    person: search(input: $person) {\n      total\n      totalIsEstimate\n    }\n    channel: search(input: $channel) {\n      total\n      totalIsEstimate\n    }\n    datapoint: search(input: $datapoint) {\n      total\n      totalIsEstimate\n    }\n    theme: search(input: $theme) {\n      total\n      totalIsEstimate\n    }\n  }\n"): (typeof documents)["\n  query SearchCounts(\n    $everything: SearchInput!\n    $project: SearchInput!\n    $folder: SearchInput!\n    $note: SearchInput!\n    $highlight: SearchInput!\n    $insight: SearchInput!\n    $tag: SearchInput!\n    $person: SearchInput!\n    $channel: SearchInput!\n    $datapoint: SearchInput!\n    $theme: SearchInput!\n  ) {\n    everything: search(input: $everything) {\n      total\n      totalIsEstimate\n    }\n    project: search(input: $project) {\n      total\n      totalIsEstimate\n    }\n    folder: search(input: $folder) {\n      total\n      totalIsEstimate\n    }\n    note: search(input: $note) {\n      total\n      totalIsEstimate\n    }\n    highlight: search(input: $highlight) {\n      total\n      totalIsEstimate\n    }\n    insight: search(input: $insight) {\n      total\n      totalIsEstimate\n    }\n    tag: search(input: $tag) {\n      total\n      totalIsEstimate\n    }\n    person: search(input: $person) {\n      total\n      totalIsEstimate\n    }\n    channel: search(input: $channel) {\n      total\n      totalIsEstimate\n    }\n    datapoint: search(input: $datapoint) {\n      total\n      totalIsEstimate\n    }\n    theme: search(input: $theme) {\n      total\n      totalIsEstimate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonFilterFields {\n    customFields(target: PERSON) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonFilterFields {\n    customFields(target: PERSON) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelFilterOptions {\n    channels {\n      id\n      title\n      themes {\n        id\n        title\n      }\n      datasets {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelFilterOptions {\n    channels {\n      id\n      title\n      themes {\n        id\n        title\n      }\n      datasets {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchFilterOptions($tags: SearchInput!, $projectId: ID) {\n    noteFields: customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    insightFields: customFields(target: INSIGHT, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    people(limit: 1000) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n    projects(archived: false) {\n      id\n      title\n    }\n    archivedProjects: projects(archived: true) {\n      id\n      title\n    }\n    folders {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n    tagItems: search(input: $tags) {\n      items {\n        id\n        projectTitle\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchFilterOptions($tags: SearchInput!, $projectId: ID) {\n    noteFields: customFields(target: NOTE, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    insightFields: customFields(target: INSIGHT, projectId: $projectId) {\n      id\n      label\n      type\n      target\n      maxSelectable\n      options {\n        id\n        label\n        color\n      }\n    }\n    people(limit: 1000) {\n      nodes {\n        id\n        name\n        email\n      }\n    }\n    projects(archived: false) {\n      id\n      title\n    }\n    archivedProjects: projects(archived: true) {\n      id\n      title\n    }\n    folders {\n      id\n      name\n    }\n    members {\n      id\n      name\n      email\n    }\n    tagItems: search(input: $tags) {\n      items {\n        id\n        projectTitle\n        tags {\n          id\n          title\n          color\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkspaceSecurityFields on WorkspaceSecurity {\n    ssoEnforced\n    ssoReadyToEnforce\n    idleLifetime\n    absoluteLifetime\n    updatedAt\n    breakGlassManagers {\n      accountId\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceSecurityFields on WorkspaceSecurity {\n    ssoEnforced\n    ssoReadyToEnforce\n    idleLifetime\n    absoluteLifetime\n    updatedAt\n    breakGlassManagers {\n      accountId\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceSecurity {\n    workspaceSecurity {\n      ...WorkspaceSecurityFields\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceSecurity {\n    workspaceSecurity {\n      ...WorkspaceSecurityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSessionLifetimes($input: SessionLifetimesInput!) {\n    saveSessionLifetimes(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSessionLifetimes($input: SessionLifetimesInput!) {\n    saveSessionLifetimes(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSsoEnforcement($input: SsoEnforcementInput!) {\n    saveSsoEnforcement(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSsoEnforcement($input: SsoEnforcementInput!) {\n    saveSsoEnforcement(input: $input) {\n      ...WorkspaceSecurityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdpGroupRoles {\n    idpGroupRoles {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n"): (typeof documents)["\n  query IdpGroupRoles {\n    idpGroupRoles {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIdpGroupRoles($input: IdpGroupRolesInput!) {\n    saveIdpGroupRoles(input: $input) {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n"): (typeof documents)["\n  mutation SaveIdpGroupRoles($input: IdpGroupRolesInput!) {\n    saveIdpGroupRoles(input: $input) {\n      groupName\n      role\n      workspaceAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScimProvisioning {\n    scimProvisioning {\n      activeTokens\n      lastSyncAt\n      recentChanges {\n        id\n        occurredAt\n        action\n        actorName\n        objectLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScimProvisioning {\n    scimProvisioning {\n      activeTokens\n      lastSyncAt\n      recentChanges {\n        id\n        occurredAt\n        action\n        actorName\n        objectLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SegmentFields on Segment {\n    id\n    title\n    personCount\n  }\n"): (typeof documents)["\n  fragment SegmentFields on Segment {\n    id\n    title\n    personCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Segments {\n    segments {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  query Segments {\n    segments {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonSegments($id: ID!) {\n    person(id: $id) {\n      id\n      segments {\n        ...SegmentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonSegments($id: ID!) {\n    person(id: $id) {\n      id\n      segments {\n        ...SegmentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSegment($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSegment($input: CreateSegmentInput!) {\n    createSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSegment($input: RenameSegmentInput!) {\n    renameSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameSegment($input: RenameSegmentInput!) {\n    renameSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSegment($id: ID!) {\n    deleteSegment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPeopleToSegment($input: SegmentPeopleInput!) {\n    addPeopleToSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddPeopleToSegment($input: SegmentPeopleInput!) {\n    addPeopleToSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePeopleFromSegment($input: SegmentPeopleInput!) {\n    removePeopleFromSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePeopleFromSegment($input: SegmentPeopleInput!) {\n    removePeopleFromSegment(input: $input) {\n      ...SegmentFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query MemberProfile($userId: ID!) {\n    memberProfile(userId: $userId) {\n      ...MemberFields\n    }\n  }\n"): (typeof documents)["\n  query MemberProfile($userId: ID!) {\n    memberProfile(userId: $userId) {\n      ...MemberFields\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment PendingInviteFields on PendingInvite {\n    id\n    email\n    role\n    invitedByName\n    createdAt\n    expiresAt\n    expired\n  }\n"): (typeof documents)["\n  fragment PendingInviteFields on PendingInvite {\n    id\n    email\n    role\n    invitedByName\n    createdAt\n    expiresAt\n    expired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingInvites {\n    pendingInvites {\n      ...PendingInviteFields\n    }\n  }\n"): (typeof documents)["\n  query PendingInvites {\n    pendingInvites {\n      ...PendingInviteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      id\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvite($id: ID!) {\n    resendInvite(id: $id) {\n      id\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvite($id: ID!) {\n    revokeInvite(id: $id) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMember($input: RemoveMemberInput!) {\n    removeMember(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccount($input: UpdateAccountInput!) {\n    updateAccount(input: $input) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($code: String!) {\n    confirmEmailChange(code: $code) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScimTokenFields on ScimToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ScimTokenFields on ScimToken {\n    id\n    name\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScimTokens {\n    scimTokens {\n      ...ScimTokenFields\n    }\n  }\n"): (typeof documents)["\n  query ScimTokens {\n    scimTokens {\n      ...ScimTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScimToken($name: String!) {\n    createScimToken(name: $name) {\n      scimToken {\n        ...ScimTokenFields\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScimToken($name: String!) {\n    createScimToken(name: $name) {\n      scimToken {\n        ...ScimTokenFields\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeScimToken($id: ID!) {\n    revokeScimToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeScimToken($id: ID!) {\n    revokeScimToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      ip\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      createdAt\n      lastUsedAt\n      userAgent\n      ip\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndMemberSessions($memberId: ID!) {\n    endMemberSessions(memberId: $memberId)\n  }\n"): (typeof documents)["\n  mutation EndMemberSessions($memberId: ID!) {\n    endMemberSessions(memberId: $memberId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedNote($shareToken: String!) {\n    sharedNote(shareToken: $shareToken) {\n      title\n      createdAt\n      content\n    }\n  }\n"): (typeof documents)["\n  query SharedNote($shareToken: String!) {\n    sharedNote(shareToken: $shareToken) {\n      title\n      createdAt\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedHighlight($shareToken: String!) {\n    sharedHighlight(shareToken: $shareToken) {\n      ...PublicHighlightFields\n    }\n  }\n"): (typeof documents)["\n  query SharedHighlight($shareToken: String!) {\n    sharedHighlight(shareToken: $shareToken) {\n      ...PublicHighlightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareLinkFields on ShareLink {\n    id\n    token\n    path\n    createdAt\n    revokedAt\n    active\n  }\n"): (typeof documents)["\n  fragment ShareLinkFields on ShareLink {\n    id\n    token\n    path\n    createdAt\n    revokedAt\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareLinks($insightId: ID!) {\n    shareLinks(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  query ShareLinks($insightId: ID!) {\n    shareLinks(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoteShareLinks($noteId: ID!) {\n    noteShareLinks(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  query NoteShareLinks($noteId: ID!) {\n    noteShareLinks(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HighlightShareLinks($highlightId: ID!) {\n    highlightShareLinks(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  query HighlightShareLinks($highlightId: ID!) {\n    highlightShareLinks(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareLink($insightId: ID!) {\n    createShareLink(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShareLink($insightId: ID!) {\n    createShareLink(insightId: $insightId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNoteShareLink($noteId: ID!) {\n    createNoteShareLink(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNoteShareLink($noteId: ID!) {\n    createNoteShareLink(noteId: $noteId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHighlightShareLink($highlightId: ID!) {\n    createHighlightShareLink(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHighlightShareLink($highlightId: ID!) {\n    createHighlightShareLink(highlightId: $highlightId) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id) {\n      ...ShareLinkFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id) {\n      ...ShareLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceDomains {\n    workspaceDomains {\n      id\n      domain\n      verified\n      verifiedAt\n      txtRecordName\n      txtRecordValue\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceDomains {\n    workspaceDomains {\n      id\n      domain\n      verified\n      verifiedAt\n      txtRecordName\n      txtRecordValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWorkspaceDomain($domain: String!) {\n    addWorkspaceDomain(domain: $domain) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddWorkspaceDomain($domain: String!) {\n    addWorkspaceDomain(domain: $domain) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyWorkspaceDomain($id: ID!) {\n    verifyWorkspaceDomain(id: $id) {\n      id\n      verified\n      verifiedAt\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyWorkspaceDomain($id: ID!) {\n    verifyWorkspaceDomain(id: $id) {\n      id\n      verified\n      verifiedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorkspaceDomain($id: ID!) {\n    removeWorkspaceDomain(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveWorkspaceDomain($id: ID!) {\n    removeWorkspaceDomain(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SsoSettings {\n    ssoSettings {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SsoSettings {\n    ssoSettings {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSsoSettings($input: SsoSettingsInput!) {\n    saveSsoSettings(input: $input) {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSsoSettings($input: SsoSettingsInput!) {\n    saveSsoSettings(input: $input) {\n      issuer\n      clientId\n      clientSecretSet\n      scopes\n      emailClaim\n      nameClaim\n      groupsClaim\n      defaultRole\n      trustIssuerEmails\n      testSignInSucceededAt\n      redirectUri\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SamlSettings {\n    samlSettings {\n      configured\n      idpEntityId\n      idpSsoUrl\n      idpSloUrl\n      idpMetadataUrl\n      idpCertificateExpiries\n      emailAttribute\n      nameAttribute\n      defaultRole\n      trustIdpEmails\n      allowIdpInitiated\n      testSignInSucceededAt\n      spEntityId\n      acsUrl\n      sloUrl\n      metadataUrl\n      spCertificate\n      spNextCertificate\n      activeProtocol\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SamlSettings {\n    samlSettings {\n      configured\n      idpEntityId\n      idpSsoUrl\n      idpSloUrl\n      idpMetadataUrl\n      idpCertificateExpiries\n      emailAttribute\n      nameAttribute\n      defaultRole\n      trustIdpEmails\n      allowIdpInitiated\n      testSignInSucceededAt\n      spEntityId\n      acsUrl\n      sloUrl\n      metadataUrl\n      spCertificate\n      spNextCertificate\n      activeProtocol\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSamlSettings($input: SamlSettingsInput!) {\n    saveSamlSettings(input: $input) {\n      configured\n      idpEntityId\n      activeProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSamlSettings($input: SamlSettingsInput!) {\n    saveSamlSettings(input: $input) {\n      configured\n      idpEntityId\n      activeProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSamlSpKeyRotation {\n    startSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n"): (typeof documents)["\n  mutation StartSamlSpKeyRotation {\n    startSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishSamlSpKeyRotation {\n    finishSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n"): (typeof documents)["\n  mutation FinishSamlSpKeyRotation {\n    finishSamlSpKeyRotation {\n      spCertificate\n      spNextCertificate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseSsoProtocol($protocol: SsoProtocol!) {\n    chooseSsoProtocol(protocol: $protocol) {\n      activeProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseSsoProtocol($protocol: SsoProtocol!) {\n    chooseSsoProtocol(protocol: $protocol) {\n      activeProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagBoardSummaryFields on TagBoard {\n    id\n    shortId\n    projectId\n    title\n    groupCount\n  }\n"): (typeof documents)["\n  fragment TagBoardSummaryFields on TagBoard {\n    id\n    shortId\n    projectId\n    title\n    groupCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardTagFields on Tag {\n    id\n    title\n    color\n    highlightCount\n  }\n"): (typeof documents)["\n  fragment BoardTagFields on Tag {\n    id\n    title\n    color\n    highlightCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagBoardFields on TagBoard {\n    ...TagBoardSummaryFields\n    groups {\n      id\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n    ungroupedTags {\n      ...BoardTagFields\n    }\n  }\n"): (typeof documents)["\n  fragment TagBoardFields on TagBoard {\n    ...TagBoardSummaryFields\n    groups {\n      id\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n    ungroupedTags {\n      ...BoardTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagBoards($projectId: ID!) {\n    tagBoards(projectId: $projectId) {\n      ...TagBoardSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query TagBoards($projectId: ID!) {\n    tagBoards(projectId: $projectId) {\n      ...TagBoardSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagBoard($id: ID!) {\n    tagBoard(id: $id) {\n      ...TagBoardFields\n    }\n  }\n"): (typeof documents)["\n  query TagBoard($id: ID!) {\n    tagBoard(id: $id) {\n      ...TagBoardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTagBoard($input: CreateTagBoardInput!) {\n    createTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTagBoard($input: CreateTagBoardInput!) {\n    createTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTagBoard($input: UpdateTagBoardInput!) {\n    updateTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTagBoard($input: UpdateTagBoardInput!) {\n    updateTagBoard(input: $input) {\n      ...TagBoardSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTagBoard($id: ID!) {\n    deleteTagBoard(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTagBoard($id: ID!) {\n    deleteTagBoard(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTagGroup($input: CreateTagGroupInput!) {\n    createTagGroup(input: $input) {\n      id\n      boardId\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTagGroup($input: CreateTagGroupInput!) {\n    createTagGroup(input: $input) {\n      id\n      boardId\n      title\n      color\n      tags {\n        ...BoardTagFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTagGroup($input: UpdateTagGroupInput!) {\n    updateTagGroup(input: $input) {\n      id\n      title\n      color\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTagGroup($input: UpdateTagGroupInput!) {\n    updateTagGroup(input: $input) {\n      id\n      title\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTagGroup($id: ID!) {\n    deleteTagGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTagGroup($id: ID!) {\n    deleteTagGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTagGroup($input: MoveTagGroupInput!) {\n    moveTagGroup(input: $input) {\n      id\n      boardId\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTagGroup($input: MoveTagGroupInput!) {\n    moveTagGroup(input: $input) {\n      id\n      boardId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveTagOnBoard($input: MoveTagOnBoardInput!) {\n    moveTagOnBoard(input: $input) {\n      ...TagBoardFields\n    }\n  }\n"): (typeof documents)["\n  mutation MoveTagOnBoard($input: MoveTagOnBoardInput!) {\n    moveTagOnBoard(input: $input) {\n      ...TagBoardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TagChartFields on TagChart {\n    projectId\n    metric\n    type\n    collapsedGroupIds\n    hiddenItemIds\n    groups {\n      id\n      title\n      color\n      boardTitle\n      collapsed\n    }\n    items {\n      id\n      kind\n      title\n      color\n      highlightCount\n      noteCount\n      textVolume\n      hidden\n    }\n  }\n"): (typeof documents)["\n  fragment TagChartFields on TagChart {\n    projectId\n    metric\n    type\n    collapsedGroupIds\n    hiddenItemIds\n    groups {\n      id\n      title\n      color\n      boardTitle\n      collapsed\n    }\n    items {\n      id\n      kind\n      title\n      color\n      highlightCount\n      noteCount\n      textVolume\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagChart($projectId: ID!) {\n    tagChart(projectId: $projectId) {\n      ...TagChartFields\n    }\n  }\n"): (typeof documents)["\n  query TagChart($projectId: ID!) {\n    tagChart(projectId: $projectId) {\n      ...TagChartFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTagChart($input: UpdateTagChartInput!) {\n    updateTagChart(input: $input) {\n      ...TagChartFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTagChart($input: UpdateTagChartInput!) {\n    updateTagChart(input: $input) {\n      ...TagChartFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      sentiment\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagPage($id: ID!) {\n    tag(id: $id) {\n      ...TagFields\n    }\n    tagHighlights(tagId: $id) {\n      id\n      noteId\n      noteTitle\n      text\n      sentiment\n      createdAt\n      tags {\n        id\n        title\n        color\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment WorkspaceTemplateFields on WorkspaceTemplate {\n    id\n    shortId\n    type\n    title\n    description\n    content\n    updatedAt\n    projectStructure {\n      summary\n      tags {\n        title\n        color\n      }\n      fields {\n        target\n        label\n        type\n        optionCount\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WorkspaceTemplateFields on WorkspaceTemplate {\n    id\n    shortId\n    type\n    title\n    description\n    content\n    updatedAt\n    projectStructure {\n      summary\n      tags {\n        title\n        color\n      }\n      fields {\n        target\n        label\n        type\n        optionCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceTemplates($type: WorkspaceTemplateType) {\n    workspaceTemplates(type: $type) {\n      ...WorkspaceTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceTemplates($type: WorkspaceTemplateType) {\n    workspaceTemplates(type: $type) {\n      ...WorkspaceTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceTemplate($id: ID!) {\n    workspaceTemplate(id: $id) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceTemplate($id: ID!) {\n    workspaceTemplate(id: $id) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInsightTemplate($input: CreateInsightTemplateInput!) {\n    createInsightTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInsightTemplate($input: CreateInsightTemplateInput!) {\n    createInsightTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectTemplate($input: CreateProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectTemplate($input: CreateProjectTemplateInput!) {\n    createProjectTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkspaceTemplate($input: UpdateWorkspaceTemplateInput!) {\n    updateWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkspaceTemplate($input: UpdateWorkspaceTemplateInput!) {\n    updateWorkspaceTemplate(input: $input) {\n      ...WorkspaceTemplateFields\n      contentJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkspaceTemplate($id: ID!) {\n    deleteWorkspaceTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteWorkspaceTemplate($id: ID!) {\n    deleteWorkspaceTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProjectFromTemplate($input: CreateProjectFromTemplateInput!) {\n    createProjectFromTemplate(input: $input) {\n      ...ProjectFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProjectFromTemplate($input: CreateProjectFromTemplateInput!) {\n    createProjectFromTemplate(input: $input) {\n      ...ProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInsightFromTemplate($input: CreateInsightFromTemplateInput!) {\n    createInsightFromTemplate(input: $input) {\n      ...InsightFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInsightFromTemplate($input: CreateInsightFromTemplateInput!) {\n    createInsightFromTemplate(input: $input) {\n      ...InsightFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightThemesFields on HighlightThemesModel {\n    considered\n    unclustered\n    amount\n    strictness\n    embeddingModel\n    rejectedNames\n    modelFailed\n    aiActivityId\n    provider {\n      kind\n      model\n    }\n    themes {\n      name\n      description\n      namedBy\n      keywords\n      highlights {\n        id\n        noteId\n        noteTitle\n        projectId\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment HighlightThemesFields on HighlightThemesModel {\n    considered\n    unclustered\n    amount\n    strictness\n    embeddingModel\n    rejectedNames\n    modelFailed\n    aiActivityId\n    provider {\n      kind\n      model\n    }\n    themes {\n      name\n      description\n      namedBy\n      keywords\n      highlights {\n        id\n        noteId\n        noteTitle\n        projectId\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThemeJobFields on ThemeJob {\n    id\n    projectId\n    status\n    progress\n    errorMessage\n    amount\n    strictness\n    result {\n      ...HighlightThemesFields\n    }\n  }\n"): (typeof documents)["\n  fragment ThemeJobFields on ThemeJob {\n    id\n    projectId\n    status\n    progress\n    errorMessage\n    amount\n    strictness\n    result {\n      ...HighlightThemesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThemeJobs($input: ThemeScopeInput!) {\n    themeJobs(input: $input) {\n      latest {\n        ...ThemeJobFields\n      }\n      lastCompleted {\n        ...ThemeJobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThemeJobs($input: ThemeScopeInput!) {\n    themeJobs(input: $input) {\n      latest {\n        ...ThemeJobFields\n      }\n      lastCompleted {\n        ...ThemeJobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartHighlightThemes($input: HighlightThemesInput!) {\n    startHighlightThemes(input: $input) {\n      ...ThemeJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartHighlightThemes($input: HighlightThemesInput!) {\n    startHighlightThemes(input: $input) {\n      ...ThemeJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ThemeJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelThemeJob($id: ID!) {\n    cancelThemeJob(id: $id) {\n      ...ThemeJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTheme($input: AcceptThemeInput!) {\n    acceptTheme(input: $input) {\n      tag {\n        ...TagFields\n      }\n      highlightIds\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTheme($input: AcceptThemeInput!) {\n    acceptTheme(input: $input) {\n      tag {\n        ...TagFields\n      }\n      highlightIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DraftThemeInsight($input: DraftThemeInsightInput!) {\n    draftThemeInsight(input: $input) {\n      id\n      title\n      published\n    }\n  }\n"): (typeof documents)["\n  mutation DraftThemeInsight($input: DraftThemeInsightInput!) {\n    draftThemeInsight(input: $input) {\n      id\n      title\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TranscriptionJobFields on TranscriptionJob {\n    id\n    fileId\n    language\n    status\n    progress\n    minutes\n    model\n    detectedLanguage\n    cueCount\n    errorMessage\n    createdAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment TranscriptionJobFields on TranscriptionJob {\n    id\n    fileId\n    language\n    status\n    progress\n    minutes\n    model\n    detectedLanguage\n    cueCount\n    errorMessage\n    createdAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TranscriptionSettings {\n    transcriptionSettings {\n      endpointConfigured\n      model\n      unavailableMessage\n      defaultLanguage\n      provider\n      settingsAllowed\n      chooseProviderAllowed\n      hipaaEnforced\n      minutesUsedThisMonth\n      maxMonthlyMinutes\n      languages\n    }\n  }\n"): (typeof documents)["\n  query TranscriptionSettings {\n    transcriptionSettings {\n      endpointConfigured\n      model\n      unavailableMessage\n      defaultLanguage\n      provider\n      settingsAllowed\n      chooseProviderAllowed\n      hipaaEnforced\n      minutesUsedThisMonth\n      maxMonthlyMinutes\n      languages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTranscriptionSettings($input: UpdateTranscriptionSettingsInput!) {\n    updateTranscriptionSettings(input: $input) {\n      defaultLanguage\n      provider\n      unavailableMessage\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTranscriptionSettings($input: UpdateTranscriptionSettingsInput!) {\n    updateTranscriptionSettings(input: $input) {\n      defaultLanguage\n      provider\n      unavailableMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectTranscriptionSettings($projectId: ID!) {\n    projectTranscriptionSettings(projectId: $projectId) {\n      projectId\n      language\n      inherited\n    }\n  }\n"): (typeof documents)["\n  query ProjectTranscriptionSettings($projectId: ID!) {\n    projectTranscriptionSettings(projectId: $projectId) {\n      projectId\n      language\n      inherited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProjectTranscriptionSettings($input: UpdateProjectTranscriptionSettingsInput!) {\n    updateProjectTranscriptionSettings(input: $input) {\n      projectId\n      language\n      inherited\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProjectTranscriptionSettings($input: UpdateProjectTranscriptionSettingsInput!) {\n    updateProjectTranscriptionSettings(input: $input) {\n      projectId\n      language\n      inherited\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileTranscription($fileId: ID!) {\n    fileTranscription(fileId: $fileId) {\n      fileId\n      job {\n        ...TranscriptionJobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileTranscription($fileId: ID!) {\n    fileTranscription(fileId: $fileId) {\n      fileId\n      job {\n        ...TranscriptionJobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTranscription($input: StartTranscriptionInput!) {\n    startTranscription(input: $input) {\n      ...TranscriptionJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartTranscription($input: StartTranscriptionInput!) {\n    startTranscription(input: $input) {\n      ...TranscriptionJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTranscription($id: ID!) {\n    cancelTranscription(id: $id) {\n      ...TranscriptionJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTranscription($id: ID!) {\n    cancelTranscription(id: $id) {\n      ...TranscriptionJobFields\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BetaFeatures {\n    betaFeatures {\n      feature\n      enabled\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  query BetaFeatures {\n    betaFeatures {\n      feature\n      enabled\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBetaFeature($input: SetBetaFeatureInput!) {\n    setBetaFeature(input: $input) {\n      feature\n      enabled\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetBetaFeature($input: SetBetaFeatureInput!) {\n    setBetaFeature(input: $input) {\n      feature\n      enabled\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFeedback {\n    productFeedback {\n      id\n      category\n      message\n      page\n      sentByName\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query ProductFeedback {\n    productFeedback {\n      id\n      category\n      message\n      page\n      sentByName\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendProductFeedback($input: SendProductFeedbackInput!) {\n    sendProductFeedback(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendProductFeedback($input: SendProductFeedbackInput!) {\n    sendProductFeedback(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Extensions($projectId: ID) {\n    extensions(projectId: $projectId) {\n      key\n      type\n      title\n      description\n      items {\n        title\n        detail\n      }\n      installationId\n      installedAt\n      installedByName\n    }\n  }\n"): (typeof documents)["\n  query Extensions($projectId: ID) {\n    extensions(projectId: $projectId) {\n      key\n      type\n      title\n      description\n      items {\n        title\n        detail\n      }\n      installationId\n      installedAt\n      installedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InstallExtension($input: InstallExtensionInput!) {\n    installExtension(input: $input) {\n      key\n      installationId\n    }\n  }\n"): (typeof documents)["\n  mutation InstallExtension($input: InstallExtensionInput!) {\n    installExtension(input: $input) {\n      key\n      installationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UninstallExtension($id: ID!) {\n    uninstallExtension(id: $id)\n  }\n"): (typeof documents)["\n  mutation UninstallExtension($id: ID!) {\n    uninstallExtension(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as Record<string, unknown>)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<unknown, never>> = TDocumentNode extends DocumentNode<  infer TType,  never>  ? TType  : never;