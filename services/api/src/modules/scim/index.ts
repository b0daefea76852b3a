// The SCIM module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { ScimModule } from './scim.module';
export { SCIM_TOKEN_PREFIX } from './scim-tokens.service';
// The RFC 7644 matching the SQL of list requests must agree with (its tests compare the two).
export { compileScimFilter } from './scim-filter.util';
export { sortScimResources } from './scim-sort.util';
