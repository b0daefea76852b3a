import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the custom-fields calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'customFields(projectId)',
      document: 'query($p: ID!) { customFields(target: NOTE, projectId: $p) { id label options { label } } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'customFieldValues(noteId)',
      document: 'query($n: ID!) { customFieldValues(target: NOTE, objectId: $n) { fieldId text } }',
      variables: (b) => ({ n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'customFieldValues(personId)',
      document: 'query($p: ID!) { customFieldValues(target: PERSON, objectId: $p) { fieldId text } }',
      variables: (b) => ({ p: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'customFieldTypeChangePreview',
      document: 'query($id: ID!) { customFieldTypeChangePreview(id: $id, type: TEXT) { affectedCount } }',
      variables: (b) => ({ id: b.fieldId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'customFieldOptionDeletePreview',
      document:
        'query($f: ID!, $o: ID!) { customFieldOptionDeletePreview(fieldId: $f, optionId: $o) { affectedCount } }',
      variables: (b) => ({ f: b.fieldId, o: b.optionId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createCustomField',
      document:
        'mutation($p: ID!) { createCustomField(input: { target: NOTE, projectId: $p, label: "Planted by A", type: TEXT }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateCustomField',
      document:
        'mutation($id: ID!) { updateCustomField(input: { id: $id, label: "Defaced by A" }) { id label } }',
      variables: (b) => ({ id: b.fieldId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'changeCustomFieldType',
      document: 'mutation($id: ID!) { changeCustomFieldType(input: { id: $id, type: TEXT }) { id type } }',
      variables: (b) => ({ id: b.fieldId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'deleteCustomField',
      document: 'mutation($id: ID!) { deleteCustomField(id: $id) }',
      variables: (b) => ({ id: b.fieldId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'addCustomFieldOptions',
      document:
        'mutation($id: ID!) { addCustomFieldOptions(input: { fieldId: $id, optionsImport: "Planted" }) { id } }',
      variables: (b) => ({ id: b.fieldId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateCustomFieldOption',
      document:
        'mutation($f: ID!, $o: ID!) { updateCustomFieldOption(input: { fieldId: $f, optionId: $o, label: "Defaced" }) { id } }',
      variables: (b) => ({ f: b.fieldId, o: b.optionId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteCustomFieldOption',
      document: 'mutation($f: ID!, $o: ID!) { deleteCustomFieldOption(fieldId: $f, optionId: $o) { id } }',
      variables: (b) => ({ f: b.fieldId, o: b.optionId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'setCustomFieldValue',
      document:
        'mutation($f: ID!, $n: ID!) { setCustomFieldValue(input: { fieldId: $f, target: NOTE, objectId: $n, optionIds: [] }) { text } }',
      variables: (b) => ({ f: b.fieldId, n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'clearCustomFieldValue',
      document:
        'mutation($f: ID!, $n: ID!) { clearCustomFieldValue(fieldId: $f, target: NOTE, objectId: $n) }',
      variables: (b) => ({ f: b.fieldId, n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'setCustomFieldValue(person)',
      document:
        'mutation($f: ID!, $p: ID!) { setCustomFieldValue(input: { fieldId: $f, target: PERSON, objectId: $p, text: "x" }) { text } }',
      variables: (b) => ({ f: b.fieldId, p: b.personId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};
