import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the people calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'people',
      document: '{ people { totalCount nodes { id name email } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'person(id)',
      document: 'query($id: ID!) { person(id: $id) { id name email } }',
      variables: (b) => ({ id: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'people(segmentId)',
      document:
        'query($s: ID!) { people(segmentId: $s) { totalCount nodes { id name email segments { title } } } }',
      variables: (b) => ({ s: b.segmentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'notePeople(noteId)',
      document: 'query($id: ID!) { notePeople(noteId: $id) { id name } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'personNotes(personId)',
      document: 'query($id: ID!) { personNotes(personId: $id) { id title } }',
      variables: (b) => ({ id: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'personHighlights(personId)',
      document: 'query($id: ID!) { personHighlights(personId: $id) { id text } }',
      variables: (b) => ({ id: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createPerson',
      document: 'mutation { createPerson(input: { name: "Planted by A" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createPerson(noteId)',
      document: 'mutation($n: ID!) { createPerson(input: { name: "Planted by A", noteId: $n }) { id } }',
      variables: (b) => ({ n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updatePerson',
      document: 'mutation($id: ID!) { updatePerson(input: { id: $id, name: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deletePerson',
      document: 'mutation($id: ID!) { deletePerson(id: $id) }',
      variables: (b) => ({ id: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'mergePeople',
      document: 'mutation($k: ID!, $r: ID!) { mergePeople(keepId: $k, removeId: $r) { id } }',
      variables: (b) => ({ k: b.otherPersonId, r: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'importPeople',
      document:
        'mutation { importPeople(input: { rows: [{ rowNumber: 2, name: "Planted by A" }] }) { importedCount } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'linkPersonToNote',
      document: 'mutation($n: ID!, $p: ID!) { linkPersonToNote(noteId: $n, personId: $p) { id } }',
      variables: (b) => ({ n: b.noteId, p: b.otherPersonId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'unlinkPersonFromNote',
      document: 'mutation($n: ID!, $p: ID!) { unlinkPersonFromNote(noteId: $n, personId: $p) }',
      variables: (b) => ({ n: b.noteId, p: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
