import { Module } from '@nestjs/common';
import { CustomFieldsModule } from '../custom-fields';
import { TagsModule } from '../tags';
import { ExtensionsRepository } from './extensions.repository';
import { ExtensionsResolver } from './extensions.resolver';
import { ExtensionsService } from './extensions.service';

/** Bundled tag and field sets installed into the workspace or a project (spec 001 §3 extensions). */
@Module({
  imports: [TagsModule, CustomFieldsModule],
  providers: [ExtensionsRepository, ExtensionsResolver, ExtensionsService],
})
export class ExtensionsModule {}
