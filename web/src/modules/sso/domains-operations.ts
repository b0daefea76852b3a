import { graphql } from '../../gql';

export const WORKSPACE_DOMAINS_QUERY = graphql(`
  query WorkspaceDomains {
    workspaceDomains {
      id
      domain
      verified
      verifiedAt
      txtRecordName
      txtRecordValue
    }
  }
`);

export const ADD_WORKSPACE_DOMAIN_MUTATION = graphql(`
  mutation AddWorkspaceDomain($domain: String!) {
    addWorkspaceDomain(domain: $domain) {
      id
    }
  }
`);

export const VERIFY_WORKSPACE_DOMAIN_MUTATION = graphql(`
  mutation VerifyWorkspaceDomain($id: ID!) {
    verifyWorkspaceDomain(id: $id) {
      id
      verified
      verifiedAt
    }
  }
`);

export const REMOVE_WORKSPACE_DOMAIN_MUTATION = graphql(`
  mutation RemoveWorkspaceDomain($id: ID!) {
    removeWorkspaceDomain(id: $id)
  }
`);
