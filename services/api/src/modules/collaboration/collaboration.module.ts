import { Module } from '@nestjs/common';
import { CollaborationHub } from './collaboration-hub.service';
import { CollaborationGateway } from './collaboration.gateway';
import { CollaborationRepository } from './collaboration.repository';
import { DocumentStore } from './document-store.service';

/** Collaborative documents (Yjs) of notes and insights: the editing hub, its WebSocket gateway and storage. */
@Module({
  providers: [CollaborationRepository, DocumentStore, CollaborationHub, CollaborationGateway],
  exports: [CollaborationHub],
})
export class CollaborationModule {}
