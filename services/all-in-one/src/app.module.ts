import { type DynamicModule, Module } from '@nestjs/common';
import { ApiModule } from '@fieldnote/api';
import { ControlPlaneModule } from '@fieldnote/control-plane';
import { type Platform, PlatformModule } from '@fieldnote/db';
import { WorkerModule } from '@fieldnote/worker';
import { COMPONENTS, type Component } from './components/components';
import { memberControlPlane } from './components/member-control-plane';

/**
 * Fieldnote over one platform: by default all of it in one process (control plane, member API and
 * worker), as `npm start` runs it; in the fleet one component per Deployment:
 * - control-plane: every control-plane route, the operator calls under /control included;
 * - api: member GraphQL and the control plane's public calls (its services run in-process);
 * - worker: the outbox relays, and only /ping over HTTP.
 */
@Module({})
export class AllInOneModule {
  static register(
    platform: Platform,
    operatorToken: string,
    components: ReadonlySet<Component> = new Set(COMPONENTS),
  ): DynamicModule {
    const imports: DynamicModule['imports'] = [PlatformModule.forRoot(platform)];
    if (components.has('control-plane')) imports.push(ControlPlaneModule.register({ operatorToken }));
    else if (components.has('api')) imports.push(memberControlPlane(operatorToken));
    if (components.has('api')) imports.push(ApiModule.register(platform.config, platform.logger));
    if (components.has('worker')) imports.push(WorkerModule);
    // Every process answers /ping (createHttpApp), a worker alone included.
    return { module: AllInOneModule, imports };
  }
}
