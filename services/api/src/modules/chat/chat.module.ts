import { Module } from '@nestjs/common';
import { AiModule } from '../ai';
import { ChatRepository } from './chat.repository';
import { ChatResolver } from './chat.resolver';
import { ChatService } from './chat.service';

/** Chat (issue 34): a member's conversations, answered through the ai module's Ask with its turns. */
@Module({
  imports: [AiModule],
  providers: [ChatRepository, ChatResolver, ChatService],
})
export class ChatModule {}
