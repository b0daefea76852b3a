import { graphql } from '../../gql';

graphql(`
  fragment UserGroupFields on UserGroup {
    id
    name
    memberCount
    members {
      id
      name
      email
    }
    createdAt
  }
`);

graphql(`
  fragment ProjectAccessFields on ProjectAccess {
    projectId
    generalAccess
    entries {
      subjectKind
      subjectId
      name
      email
      memberCount
      permission
    }
  }
`);

export const USER_GROUPS_QUERY = graphql(`
  query UserGroups {
    userGroups {
      ...UserGroupFields
    }
  }
`);

export const CREATE_USER_GROUP_MUTATION = graphql(`
  mutation CreateUserGroup($input: CreateUserGroupInput!) {
    createUserGroup(input: $input) {
      ...UserGroupFields
    }
  }
`);

export const RENAME_USER_GROUP_MUTATION = graphql(`
  mutation RenameUserGroup($input: RenameUserGroupInput!) {
    renameUserGroup(input: $input) {
      ...UserGroupFields
    }
  }
`);

export const DELETE_USER_GROUP_MUTATION = graphql(`
  mutation DeleteUserGroup($id: ID!) {
    deleteUserGroup(id: $id)
  }
`);

export const ADD_USER_GROUP_MEMBERS_MUTATION = graphql(`
  mutation AddUserGroupMembers($input: UserGroupMembersInput!) {
    addUserGroupMembers(input: $input) {
      ...UserGroupFields
    }
  }
`);

export const REMOVE_USER_GROUP_MEMBERS_MUTATION = graphql(`
  mutation RemoveUserGroupMembers($input: UserGroupMembersInput!) {
    removeUserGroupMembers(input: $input) {
      ...UserGroupFields
    }
  }
`);

export const PROJECT_ACCESS_QUERY = graphql(`
  query ProjectAccess($projectId: ID!) {
    project(id: $projectId) {
      id
      shortId
      title
      private
      viewerAccess {
        permission
        canEdit
        canManageAccess
      }
    }
    projectAccess(projectId: $projectId) {
      ...ProjectAccessFields
    }
  }
`);

export const ACCESS_CANDIDATES_QUERY = graphql(`
  query AccessCandidates {
    members {
      id
      name
      email
    }
    userGroups {
      id
      name
      memberCount
    }
  }
`);

export const SET_PROJECT_GENERAL_ACCESS_MUTATION = graphql(`
  mutation SetProjectGeneralAccess($input: SetProjectGeneralAccessInput!) {
    setProjectGeneralAccess(input: $input) {
      ...ProjectAccessFields
    }
  }
`);

export const SET_PROJECT_PERMISSION_MUTATION = graphql(`
  mutation SetProjectPermission($input: SetProjectPermissionInput!) {
    setProjectPermission(input: $input) {
      ...ProjectAccessFields
    }
  }
`);

export const REMOVE_PROJECT_PERMISSION_MUTATION = graphql(`
  mutation RemoveProjectPermission($input: RemoveProjectPermissionInput!) {
    removeProjectPermission(input: $input) {
      ...ProjectAccessFields
    }
  }
`);

export const PROJECT_VIEWER_ACCESS_QUERY = graphql(`
  query ProjectViewerAccess($projectId: ID!) {
    project(id: $projectId) {
      id
      viewerAccess {
        canEdit
      }
    }
  }
`);

graphql(`
  fragment AccessRequestFields on AccessRequest {
    id
    projectId
    permission
    role
    message
    status
    createdAt
    expiresAt
    requester {
      id
      name
      email
    }
  }
`);

export const ACCESS_REQUEST_TARGET_QUERY = graphql(`
  query AccessRequestTarget($projectId: ID, $noteId: ID) {
    accessRequestTarget(projectId: $projectId, noteId: $noteId) {
      projectId
      hasAccess
      pendingRequest {
        ...AccessRequestFields
      }
    }
  }
`);

export const ACCESS_REQUESTS_QUERY = graphql(`
  query AccessRequests($projectId: ID!) {
    accessRequests(projectId: $projectId) {
      ...AccessRequestFields
    }
  }
`);

export const REQUEST_PROJECT_ACCESS_MUTATION = graphql(`
  mutation RequestProjectAccess($input: RequestProjectAccessInput!) {
    requestProjectAccess(input: $input) {
      ...AccessRequestFields
    }
  }
`);

export const APPROVE_ACCESS_REQUEST_MUTATION = graphql(`
  mutation ApproveAccessRequest($input: ApproveAccessRequestInput!) {
    approveAccessRequest(input: $input) {
      ...AccessRequestFields
    }
  }
`);

export const DENY_ACCESS_REQUEST_MUTATION = graphql(`
  mutation DenyAccessRequest($id: ID!) {
    denyAccessRequest(id: $id) {
      ...AccessRequestFields
    }
  }
`);
