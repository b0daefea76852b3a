import { AppError, isUuid, textProblem } from '@fieldnote/core';
import { channelErrors } from './channel.errors';
import { MAX_CHANNEL_BATCH, MAX_CHANNEL_DESCRIPTION_LENGTH } from './channel.limits';

/** Checks of channel inputs shared by the channel services, each refusal naming its field. */
export const channelInput = {
  /** A lower-cased UUID, or the given NOT_FOUND (an id that is not a UUID names nothing). */
  id(value: string, notFound: () => AppError): string {
    if (!isUuid(value)) throw notFound();
    return value.toLowerCase();
  },

  /** An optional id: null when absent. */
  optionalId(value: string | null | undefined, notFound: () => AppError): string | null {
    return value === null || value === undefined ? null : channelInput.id(value, notFound);
  },

  /** A trimmed single-line title of 1..max characters; `what` names it in the message. */
  title(value: string, what: string, max: number, field = 'title'): string {
    const problem = textProblem(value, 'single-line');
    if (problem) throw AppError.badInput(`${what} ${problem}`, { field });
    const trimmed = value.trim();
    if (trimmed.length === 0) throw AppError.badInput(`${what} cannot be empty.`, { field });
    if (trimmed.length > max) throw channelErrors.tooLong(what, field, max);
    return trimmed;
  },

  /** A trimmed multi-line description of at most 1000 characters; empty clears it. */
  description(value: string): string {
    const problem = textProblem(value, 'multi-line');
    if (problem) throw channelErrors.badDescription(`Description ${problem}`);
    const trimmed = value.trim();
    if (trimmed.length > MAX_CHANNEL_DESCRIPTION_LENGTH)
      throw channelErrors.tooLong('Description', 'description', MAX_CHANNEL_DESCRIPTION_LENGTH);
    return trimmed;
  },

  /**
   * The title and description of an update, each checked as above, or null where it is left out
   * (or null): what stays as it is.
   */
  changes(
    input: { title?: string | null; description?: string | null },
    what: string,
    max: number,
  ): { title: string | null; description: string | null } {
    return {
      title:
        input.title === null || input.title === undefined ? null : channelInput.title(input.title, what, max),
      description:
        input.description === null || input.description === undefined
          ? null
          : channelInput.description(input.description),
    };
  },

  /** 1..1000 data point ids, all UUIDs, lower-cased and without repeats. */
  datapointIds(ids: string[], field: string): string[] {
    if (ids.length === 0) throw channelErrors.noIds(field);
    if (ids.length > MAX_CHANNEL_BATCH) throw channelErrors.tooManyIds(MAX_CHANNEL_BATCH, field);
    if (!ids.every(isUuid)) throw channelErrors.badDatapointId(field);
    return [...new Set(ids.map((id) => id.toLowerCase()))];
  },
} as const;
