import type { Bus, Config, EmbeddingProvider, Logger, Mailer, VectorStore } from '@fieldnote/core';
import type { Databases } from '../connection/databases';
import type { WorkspaceProvisioner } from '../provisioning/workspace-provisioner';

/** Everything a service needs from the outside world, built once per process and shared. */
export interface Platform {
  config: Config;
  logger: Logger;
  databases: Databases;
  provisioner: WorkspaceProvisioner;
  bus: Bus;
  mailer: Mailer;
  /** Workspace embeddings: the embedded index, or Qdrant when QDRANT_URL is set. */
  vectors: VectorStore;
  /** What turns text into those vectors: the built-in offline model, or EMBEDDINGS_URL. */
  embeddings: EmbeddingProvider;
}
