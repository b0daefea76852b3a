import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

const SEND = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) {
  conversation { id title } messages { role content answer { citations { id quote title } } } } }`;

/** How Chat keeps workspace B's conversations (and what they cite) from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'conversations',
      document: '{ conversations { id title projectId } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'conversation(id)',
      document: 'query($id: ID!) { conversation(id: $id) { id title } }',
      variables: (b) => ({ id: b.conversationId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'conversationMessages',
      document:
        'query($id: ID!) { conversationMessages(conversationId: $id) { id role content answer { citations { quote } } } }',
      variables: (b) => ({ id: b.conversationId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'chatSampleQuestions',
      document: '{ chatSampleQuestions { roleGroup questions } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createConversation (B’s project)',
      document:
        'mutation($p: ID!) { createConversation(input: { title: "Planted by A", projectId: $p }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'renameConversation',
      document: 'mutation($id: ID!) { renameConversation(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.conversationId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'deleteConversation',
      document: 'mutation($id: ID!) { deleteConversation(id: $id) }',
      variables: (b) => ({ id: b.conversationId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'sendChatMessage',
      document: SEND,
      variables: (b) => ({
        input: { conversationId: b.conversationId, content: `What does ${b.noteTitle} say?` },
      }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
