import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the segments calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'segments',
      document: '{ segments { id title personCount } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'segment(id)',
      document: 'query($id: ID!) { segment(id: $id) { id title personCount } }',
      variables: (b) => ({ id: b.segmentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createSegment',
      document: 'mutation { createSegment(input: { title: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'renameSegment',
      document: 'mutation($id: ID!) { renameSegment(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.segmentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteSegment',
      document: 'mutation($id: ID!) { deleteSegment(id: $id) }',
      variables: (b) => ({ id: b.segmentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'addPeopleToSegment',
      document:
        'mutation($s: ID!, $p: ID!) { addPeopleToSegment(input: { segmentId: $s, personIds: [$p] }) { personCount } }',
      variables: (b) => ({ s: b.segmentId, p: b.otherPersonId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'removePeopleFromSegment',
      document:
        'mutation($s: ID!, $p: ID!) { removePeopleFromSegment(input: { segmentId: $s, personIds: [$p] }) { personCount } }',
      variables: (b) => ({ s: b.segmentId, p: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
