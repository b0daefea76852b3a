import { type DynamicModule, Module } from '@nestjs/common';
import { ApiModule } from '@fieldnote/api';
import { ControlPlaneModule } from '@fieldnote/control-plane';
import { type Platform, PlatformModule } from '@fieldnote/db';
import { WorkerModule } from '@fieldnote/worker';

/** All of Fieldnote in one process: control plane, member API and worker over one platform. */
@Module({})
export class AllInOneModule {
  static register(platform: Platform, operatorToken: string): DynamicModule {
    return {
      module: AllInOneModule,
      imports: [
        PlatformModule.forRoot(platform),
        ControlPlaneModule.register({ operatorToken }),
        ApiModule.register(platform.config, platform.logger),
        WorkerModule,
      ],
    };
  }
}
