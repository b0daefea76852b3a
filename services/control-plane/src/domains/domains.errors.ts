import { AppError } from '@fieldnote/core';

/** Why a domain change was refused: each a spec error code with a message a manager can act on. */
export const DomainError = {
  alreadyAdded(domain: string): AppError {
    return AppError.badInput(`${domain} is already one of this workspace's domains.`, { field: 'domain' });
  },
  claimedElsewhere(domain: string): AppError {
    return AppError.badInput(
      `${domain} is verified by another workspace. A domain can belong to one workspace only; its managers can remove it there.`,
      { field: 'domain' },
    );
  },
  recordNotFound(name: string, value: string): AppError {
    return AppError.badInput(
      `No TXT record "${value}" was found at ${name}. Add it at your DNS provider; changes can take a while to show, so try again in a few minutes.`,
    );
  },
  lookupFailed(name: string, code: string): AppError {
    return AppError.badInput(
      `The TXT records of ${name} could not be looked up (${code}). Try again in a few minutes.`,
    );
  },
  notFound(): AppError {
    return AppError.notFound('Domain');
  },
} as const;
