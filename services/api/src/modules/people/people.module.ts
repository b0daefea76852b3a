import { Module } from '@nestjs/common';
import { TagsModule } from '../tags';
import { PeopleResolver } from './people.resolver';
import { PeopleService } from './people.service';
import { PersonFieldValuesResolver } from './person-field-values.resolver';
import { PersonImportService } from './person-import.service';
import { PersonLinksResolver } from './person-links.resolver';
import { PersonLinksService } from './person-links.service';
import { PersonMergeService } from './person-merge.service';
import { PeopleRepository } from './people.repository';

/** People (contacts): records, links to notes, merges, CSV import and field values. */
@Module({
  imports: [TagsModule],
  providers: [
    PeopleRepository,
    PeopleResolver,
    PersonLinksResolver,
    PersonFieldValuesResolver,
    PeopleService,
    PersonLinksService,
    PersonMergeService,
    PersonImportService,
  ],
})
export class PeopleModule {}
