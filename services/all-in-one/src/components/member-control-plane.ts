import type { DynamicModule, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ControlPlaneModule } from '@fieldnote/control-plane';

/** Operator calls (bearer operator token) all live under /control. */
const OPERATOR_PATH = /^\/?control(\/|$)/;

/**
 * The control plane as the member API needs it: its services (accounts, sessions, tokens,
 * memberships, workspace creation, which the resolvers call in-process) and its public calls a
 * browser makes on any host (/global/*, /team-environment, /team-redirect), without the operator
 * calls under /control, which only the control-plane component answers.
 */
export function memberControlPlane(operatorToken: string): DynamicModule {
  const module = ControlPlaneModule.register({ operatorToken });
  return {
    ...module,
    controllers: (module.controllers ?? []).filter((controller) => !isOperatorController(controller)),
  };
}

function isOperatorController(controller: Type): boolean {
  const path: unknown = Reflect.getMetadata(PATH_METADATA, controller);
  const paths: unknown[] = Array.isArray(path) ? path : [path];
  return paths.some((p) => typeof p === 'string' && OPERATOR_PATH.test(p));
}
