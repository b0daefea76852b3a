import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { SearchAggregations } from './search-aggregations.model';
import { SearchObjectType } from './search.enums';

@ObjectType({ description: 'A stretch of preview text; match is true where it matched the query.' })
export class SearchTextSegment {
  @Field() text!: string;
  @Field() match!: boolean;
}

@ObjectType()
export class SearchPreview {
  @Field(() => [SearchTextSegment]) title!: SearchTextSegment[];
  @Field(() => [SearchTextSegment]) content!: SearchTextSegment[];
}

@ObjectType()
export class SearchResultTag {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() color!: string;
}

@ObjectType()
export class SearchItem {
  @Field(() => ID) id!: string;
  @Field(() => SearchObjectType) type!: SearchObjectType;
  @Field(() => SearchPreview) preview!: SearchPreview;
  @Field(() => ID, { nullable: true, description: 'The project it belongs to (a project: itself).' })
  projectId!: string | null;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field(() => ID, { nullable: true, description: "A highlight's note." }) noteId!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The channel a theme or data point is in (a channel: itself).',
  })
  channelId!: string | null;
  @Field(() => String, { nullable: true }) channelTitle!: string | null;
  @Field(() => [SearchResultTag]) tags!: SearchResultTag[];
  @Field(() => Boolean, { nullable: true, description: 'Insights: published or not.' }) published!:
    boolean | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType()
export class SearchResult {
  @Field(() => [SearchItem]) items!: SearchItem[];
  @Field(() => Int, {
    description:
      'All matches (the items are one page of them). Estimated when totalIsEstimate: a search by relevance ranks the newest 1,000 matches first and estimates how many there are in all.',
  })
  total!: number;
  @Field(() => Boolean, {
    description:
      'True when a search by relevance found more than the 1,000 matches it ranks first: total is then an estimate (those 1,000 come first, by relevance; older matches follow, by relevance).',
  })
  totalIsEstimate!: boolean;
  @Field(() => Int) offset!: number;
  @Field(() => String, {
    nullable: true,
    description: "A spelling of the query built from the workspace's own words, when it finds more.",
  })
  suggestedQuery!: string | null;
  @Field(() => SearchAggregations, {
    nullable: true,
    description: 'When the request has aggs: the aggregations of all its matches.',
  })
  aggregations!: SearchAggregations | null;
}
