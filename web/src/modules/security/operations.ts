import { graphql } from '../../gql';

graphql(`
  fragment WorkspaceSecurityFields on WorkspaceSecurity {
    ssoEnforced
    ssoReadyToEnforce
    idleLifetime
    absoluteLifetime
    updatedAt
    breakGlassManagers {
      accountId
      name
      email
    }
  }
`);

export const WORKSPACE_SECURITY_QUERY = graphql(`
  query WorkspaceSecurity {
    workspaceSecurity {
      ...WorkspaceSecurityFields
    }
  }
`);

export const SAVE_SESSION_LIFETIMES_MUTATION = graphql(`
  mutation SaveSessionLifetimes($input: SessionLifetimesInput!) {
    saveSessionLifetimes(input: $input) {
      ...WorkspaceSecurityFields
    }
  }
`);

export const SAVE_SSO_ENFORCEMENT_MUTATION = graphql(`
  mutation SaveSsoEnforcement($input: SsoEnforcementInput!) {
    saveSsoEnforcement(input: $input) {
      ...WorkspaceSecurityFields
    }
  }
`);

export const IDP_GROUP_ROLES_QUERY = graphql(`
  query IdpGroupRoles {
    idpGroupRoles {
      groupName
      role
      workspaceAdmin
    }
  }
`);

export const SAVE_IDP_GROUP_ROLES_MUTATION = graphql(`
  mutation SaveIdpGroupRoles($input: IdpGroupRolesInput!) {
    saveIdpGroupRoles(input: $input) {
      groupName
      role
      workspaceAdmin
    }
  }
`);

export const SCIM_PROVISIONING_QUERY = graphql(`
  query ScimProvisioning {
    scimProvisioning {
      activeTokens
      lastSyncAt
      recentChanges {
        id
        occurredAt
        action
        actorName
        objectLabel
      }
    }
  }
`);
