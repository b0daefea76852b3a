import type { CoreV1Api, KubernetesObject } from '@kubernetes/client-node';
import type { Logger } from '@fieldnote/core';

export type EventType = 'Normal' | 'Warning';

/**
 * Records Kubernetes Events on an object, so `kubectl describe` tells what the operator did and
 * why it is stuck. Best effort: an Event that cannot be written is logged, never fails the work.
 */
export class EventRecorder {
  constructor(
    private readonly api: CoreV1Api,
    private readonly component: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(object: KubernetesObject, type: EventType, reason: string, message: string): Promise<void> {
    const namespace = object.metadata?.namespace ?? 'default';
    const time = this.now();
    try {
      await this.api.createNamespacedEvent({
        namespace,
        body: {
          metadata: { generateName: `${object.metadata?.name}.`, namespace },
          involvedObject: {
            apiVersion: object.apiVersion,
            kind: object.kind,
            name: object.metadata?.name,
            namespace,
            uid: object.metadata?.uid,
            resourceVersion: object.metadata?.resourceVersion,
          },
          type,
          reason,
          message: message.slice(0, 1024),
          source: { component: this.component },
          reportingComponent: this.component,
          firstTimestamp: time,
          lastTimestamp: time,
          count: 1,
        },
      });
    } catch (err) {
      this.logger.warn({ err, reason, object: object.metadata?.name }, 'could not record an event');
    }
  }
}
