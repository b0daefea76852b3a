import { randomUUID } from 'node:crypto';
import {
  CONTRACT_DIMENSIONS,
  contractRegion,
  runVectorStoreContract,
} from '../../../core/src/vectors/testing/vector-store.contract';
import { WorkspaceProvisioner } from '../provisioning/workspace-provisioner';
import { openTestDatabases } from '../testing/test-platform';
import { EmbeddedVectorStore } from './embedded-vector-store';

runVectorStoreContract(EmbeddedVectorStore.name, async () => {
  const db = await openTestDatabases();
  const provisioner = new WorkspaceProvisioner(db.databases);
  return {
    store: new EmbeddedVectorStore(db.databases, CONTRACT_DIMENSIONS),
    newScope: async () => {
      const teamId = randomUUID();
      await provisioner.provision({ teamId, region: contractRegion });
      return { teamId, region: contractRegion };
    },
    close: () => db.close(),
  };
});
