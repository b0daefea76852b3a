// The people module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export * from './person-import.limits';
export { PersonModel } from './dto/person.model';
export { ImportPeopleInput } from './dto/person-import.inputs';
export { PeopleService } from './people.service';
export { PersonLinksService } from './person-links.service';
export { PeopleModule } from './people.module';
export { checkPersonFields } from './person-fields';
