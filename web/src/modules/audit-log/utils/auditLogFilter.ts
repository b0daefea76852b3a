import type { AuditAction, AuditLogFilterInput, AuditObjectType } from '../../../gql/graphql';

/** The page's filter form: empty strings mean "any". Dates are calendar days in the reader's zone. */
export interface AuditLogFilterForm {
  actorId: string;
  action: AuditAction | '';
  objectType: AuditObjectType | '';
  fromDay: string;
  toDay: string;
}

export const EMPTY_FILTER: AuditLogFilterForm = {
  actorId: '',
  action: '',
  objectType: '',
  fromDay: '',
  toDay: '',
};

/** The API's filter: from the start of the first day to the end of the last (the API's `to` is exclusive). */
export function toFilterInput(form: AuditLogFilterForm): AuditLogFilterInput {
  return {
    actorId: form.actorId || null,
    action: form.action || null,
    objectType: form.objectType || null,
    from: form.fromDay ? startOfDay(form.fromDay).toISOString() : null,
    to: form.toDay ? nextDay(form.toDay).toISOString() : null,
  };
}

function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

function nextDay(day: string): Date {
  const start = startOfDay(day);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
}
