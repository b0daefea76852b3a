import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Platform } from './platform';
import { Databases } from '../connection/databases';
import { WorkspaceProvisioner } from '../provisioning/workspace-provisioner';

export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');
export const BUS = Symbol('BUS');
export const MAILER = Symbol('MAILER');
export const VECTORS = Symbol('VECTORS');
export const EMBEDDINGS = Symbol('EMBEDDINGS');

/** Makes the platform's pieces injectable everywhere: `@Inject(CONFIG)`, `Databases`, … */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(platform: Platform): DynamicModule {
    const providers = [
      { provide: CONFIG, useValue: platform.config },
      { provide: LOGGER, useValue: platform.logger },
      { provide: BUS, useValue: platform.bus },
      { provide: MAILER, useValue: platform.mailer },
      { provide: VECTORS, useValue: platform.vectors },
      { provide: EMBEDDINGS, useValue: platform.embeddings },
      { provide: Databases, useValue: platform.databases },
      { provide: WorkspaceProvisioner, useValue: platform.provisioner },
    ];
    return { module: PlatformModule, providers, exports: providers };
  }
}
