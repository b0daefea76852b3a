import { graphql } from '../../gql';

export const NOTIFICATION_INBOX_QUERY = graphql(`
  query NotificationInbox {
    notificationInbox(limit: 30) {
      unreadCount
      items {
        id
        type
        title
        excerpt
        path
        accessRequestId
        role
        read
        createdAt
        actor {
          id
          name
        }
      }
    }
  }
`);

export const MARK_NOTIFICATION_READ_MUTATION = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

export const MARK_ALL_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NOTIFICATION_SETTINGS_QUERY = graphql(`
  query NotificationSettings {
    notificationSettings {
      allChangesEnabled
      insightsPublishedEnabled
      allCommentsEnabled
      followFrequency
    }
  }
`);

export const UPDATE_NOTIFICATION_SETTINGS_MUTATION = graphql(`
  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      allChangesEnabled
      insightsPublishedEnabled
      allCommentsEnabled
      followFrequency
    }
  }
`);

/** The account's own inbox: invitations to workspaces the caller has not joined (any workspace address). */
export const ACCOUNT_NOTIFICATION_INBOX_QUERY = graphql(`
  query AccountNotificationInbox {
    accountNotificationInbox(limit: 30) {
      unreadCount
      items {
        id
        type
        workspaceName
        invitedByName
        role
        message
        status
        url
        read
        createdAt
      }
    }
  }
`);

export const MARK_ACCOUNT_NOTIFICATION_READ_MUTATION = graphql(`
  mutation MarkAccountNotificationRead($id: ID!) {
    markAccountNotificationRead(id: $id) {
      id
      read
    }
  }
`);
