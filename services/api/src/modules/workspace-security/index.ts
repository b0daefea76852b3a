// The workspace-security module's public surface: the only file other modules, the all-in-one and the tests import.
export { WorkspaceSecurityApiModule } from './workspace-security.module';
