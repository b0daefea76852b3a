// The domains module's public surface: the only file other modules, the all-in-one and the tests import.
export { DomainsApiModule } from './domains.module';
