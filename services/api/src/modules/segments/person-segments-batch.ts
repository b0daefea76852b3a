import type { CountedSegment } from './segments.service';

/**
 * The segments of one list's people, loaded on the first row that asks and shared by the rest: a
 * page of people with their segments is one query, and a list that asks for none costs none.
 */
export interface PersonSegmentsBatch {
  personIds: string[];
  loaded?: Promise<Map<string, CountedSegment[]>>;
}
