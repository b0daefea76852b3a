import { graphql } from '../../gql';

export const AUDIT_LOG_QUERY = graphql(`
  query AuditLog($filter: AuditLogFilterInput, $offset: Int!, $limit: Int!) {
    auditLog(filter: $filter, offset: $offset, limit: $limit) {
      totalCount
      nodes {
        id
        occurredAt
        actorId
        actorName
        action
        objectType
        objectId
        objectLabel
        oldValue
        newValue
      }
    }
  }
`);

export const AUDIT_LOG_CSV_QUERY = graphql(`
  query AuditLogCsv($filter: AuditLogFilterInput!) {
    auditLogCsv(filter: $filter)
  }
`);

export const AUDIT_LOG_ACTORS_QUERY = graphql(`
  query AuditLogActors {
    members {
      id
      name
      email
    }
  }
`);
