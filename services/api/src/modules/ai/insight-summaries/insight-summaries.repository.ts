import { Injectable } from '@nestjs/common';
import { type StoredSummaryFields, SummaryTable } from '../summaries/summary-tables.repository';

/** An insight_summaries row as the driver returns it. */
export interface InsightSummaryRow extends StoredSummaryFields {
  insight_id: string;
}

/** Every query of insight summaries: the note summaries' queries, on insight_summaries. */
@Injectable()
export class InsightSummariesRepository extends SummaryTable<InsightSummaryRow> {
  constructor() {
    super('insight_summaries', 'insight_id', 'insights');
  }
}
