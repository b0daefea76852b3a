import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { toShortId } from '@fieldnote/core';
import type { Chart, Dashboard } from '@fieldnote/db';
import { ChartType } from './chart-type.enum';

/** A chart on a dashboard; its `result` (the search it stands for) is computed only when asked. */
@ObjectType('Chart')
export class ChartModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) dashboardId!: string;
  @Field() title!: string;
  @Field(() => ChartType) type!: ChartType;
  @Field({
    description:
      'The search request the chart draws, serialised as JSON of the SearchInput shape (what createChart and updateChart take).',
  })
  search!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The filter form the chart editor built search.filter from (JSON), as it was saved.',
  })
  filterForm!: string | null;
  @Field(() => Float, { description: 'Ordering key: charts list by rank.' }) rank!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(c: Chart): ChartModel {
    return Object.assign(new ChartModel(), {
      id: c.id,
      dashboardId: c.dashboardId,
      title: c.title,
      type: c.type as ChartType,
      search: JSON.stringify(c.search),
      filterForm: c.filterForm,
      rank: c.rank,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    });
  }
}

/** A dashboard (spec 000 §2); its charts are resolved only when asked, so listing stays cheap. */
@ObjectType('Dashboard')
export class DashboardModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'The short base62 form of the id used in paths (spec 000 §2).' }) shortId!: string;
  @Field() title!: string;
  @Field(() => Int) chartCount!: number;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;

  static from(d: Dashboard, chartCount: number): DashboardModel {
    return Object.assign(new DashboardModel(), {
      id: d.id,
      shortId: toShortId(d.id),
      title: d.title,
      chartCount,
      createdBy: d.createdBy,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    });
  }
}
