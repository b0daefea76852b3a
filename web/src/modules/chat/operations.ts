import { graphql } from '../../gql';

export const CONVERSATIONS_QUERY = graphql(`
  query Conversations {
    conversations {
      id
      title
      projectId
      projectTitle
      messageCount
      updatedAt
    }
  }
`);

export const CHAT_SAMPLE_QUESTIONS_QUERY = graphql(`
  query ChatSampleQuestions {
    chatSampleQuestions {
      roleGroup
      questions
    }
  }
`);

export const CONVERSATION_MESSAGES_QUERY = graphql(`
  query ConversationMessages($conversationId: ID!) {
    conversationMessages(conversationId: $conversationId) {
      ...ChatMessageFields
    }
  }
`);

export const CHAT_MESSAGE_FIELDS = graphql(`
  fragment ChatMessageFields on ConversationMessage {
    id
    conversationId
    position
    role
    content
    notEnoughData
    createdAt
    answer {
      ...AiAnswerViewFields
    }
  }
`);

export const CREATE_CONVERSATION_MUTATION = graphql(`
  mutation CreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      id
      title
      projectId
      projectTitle
      messageCount
      updatedAt
    }
  }
`);

export const RENAME_CONVERSATION_MUTATION = graphql(`
  mutation RenameConversation($input: RenameConversationInput!) {
    renameConversation(input: $input) {
      id
      title
      updatedAt
    }
  }
`);

export const DELETE_CONVERSATION_MUTATION = graphql(`
  mutation DeleteConversation($id: ID!) {
    deleteConversation(id: $id)
  }
`);

export const SEND_CHAT_MESSAGE_MUTATION = graphql(`
  mutation SendChatMessage($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      conversation {
        id
        title
        messageCount
        updatedAt
      }
      messages {
        ...ChatMessageFields
      }
    }
  }
`);
