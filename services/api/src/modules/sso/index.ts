// The sso module's public surface: the only file other modules, the all-in-one and the tests import.
export { SsoApiModule } from './sso.module';
