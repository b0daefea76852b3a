import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { CustomFieldValueModel } from '../../custom-fields';
import { ViewObjectType } from './project-view.enums';

/** One note, highlight or insight as a view shows it: a card, a row or a tile. */
@ObjectType('ProjectViewItem')
export class ProjectViewItemModel {
  @Field(() => ID) id!: string;
  @Field(() => ViewObjectType) type!: ViewObjectType;
  @Field({ description: "The title (a highlight: its note's title)." }) title!: string;
  @Field({ description: 'The first 280 characters of the text.' }) preview!: string;
  @Field(() => ID, { nullable: true, description: 'A highlight: the note it is from.' }) noteId!:
    string | null;
  @Field(() => ID) createdBy!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => Boolean, { nullable: true, description: 'Insights only.' }) published!: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Its place in the manual order; null: unranked.' })
  rank!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The board column it is in; null: uncategorised, or the view is not grouped.',
  })
  columnKey!: string | null;
  @Field(() => [CustomFieldValueModel], { description: 'Its custom field values (notes and insights).' })
  fieldValues!: CustomFieldValueModel[];
  @Field(() => [String], {
    description: "Its tags' titles (a note: its highlights' tags; insights: none), by title.",
  })
  tags!: string[];
}

/** A column of a grouped view, with how many of the view's items it holds. */
@ObjectType('ProjectViewColumn')
export class ProjectViewColumnModel {
  @Field(() => String, { nullable: true, description: 'The columnKey of its items; null: uncategorised.' })
  key!: string | null;
  @Field() label!: string;
  @Field(() => String, { nullable: true, description: '#rrggbb for select options.' }) color!: string | null;
  @Field(() => Int) count!: number;
}

@ObjectType('ProjectViewItemsPage')
export class ProjectViewItemsPageModel {
  @Field(() => [ProjectViewItemModel]) items!: ProjectViewItemModel[];
  @Field(() => Int, { description: 'How many items the view holds in all.' }) total!: number;
  @Field(() => Int) offset!: number;
  @Field(() => [ProjectViewColumnModel], {
    nullable: true,
    description: 'The columns of a grouped view, in board order; null when not grouped.',
  })
  columns!: ProjectViewColumnModel[] | null;
}
