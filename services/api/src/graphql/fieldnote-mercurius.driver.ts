import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';

/**
 * The Mercurius driver without Nest's per-operation request hooks. Nest adds a preParsing and an
 * onResolution hook to every operation so that `ResolverDecoratorHost` request start/end hooks can
 * run, and adds them whether or not any are set; each costs a chain of promises per request. We set
 * none, so they are left out. Should request hooks ever be set before start, Nest's hooks stay.
 */
export class FieldnoteMercuriusDriver extends MercuriusDriver {
  override async start(options: MercuriusDriverConfig): Promise<void> {
    const host = this.resolverDecoratorHost;
    if (!host || host.hasRequestHooks()) return super.start(options);
    // Nest registers the hooks only when the driver has a decorator host: hide it while starting.
    setDecoratorHost(this, undefined);
    try {
      await super.start(options);
    } finally {
      setDecoratorHost(this, host);
    }
  }
}

/** `resolverDecoratorHost` is a readonly property that Nest injects; reassign it as Nest did. */
function setDecoratorHost(driver: FieldnoteMercuriusDriver, host: unknown): void {
  Object.defineProperty(driver, 'resolverDecoratorHost', {
    value: host,
    writable: true,
    configurable: true,
    enumerable: true,
  });
}
