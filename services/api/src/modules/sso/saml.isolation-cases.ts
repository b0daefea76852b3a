import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the SAML settings calls keep workspace B's identity provider from workspace A. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'samlSettings',
      document: '{ samlSettings { configured idpEntityId idpSsoUrl spEntityId acsUrl activeProtocol } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'saveSamlSettings',
      document:
        'mutation { saveSamlSettings(input: { metadataUrl: "http://127.0.0.1:9/planted", defaultRole: VIEWER, trustIdpEmails: false }) { idpEntityId } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'startSamlSpKeyRotation',
      document: 'mutation { startSamlSpKeyRotation { spNextCertificate } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'finishSamlSpKeyRotation',
      document: 'mutation { finishSamlSpKeyRotation { spCertificate } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'chooseSsoProtocol',
      document: 'mutation { chooseSsoProtocol(protocol: SAML) { activeProtocol } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};
