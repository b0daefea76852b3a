import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AUDIT_LOG_MAX_PAGE_SIZE, AuditAction, AuditObjectType } from '@fieldnote/core';
import type { AuditEntry } from '@fieldnote/control-plane';
import { IsDate, IsEnum, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { OptionalNested } from '../graphql/optional-nested.decorator';

registerEnumType(AuditAction, { name: 'AuditAction', description: 'What changed in an audit entry.' });
registerEnumType(AuditObjectType, { name: 'AuditObjectType', description: 'What an audit entry is about.' });

@ObjectType('AuditEntry', {
  description: 'One change of access: who, when, what, and the old and new value.',
})
export class AuditEntryModel {
  @Field(() => ID) id!: string;
  @Field() occurredAt!: Date;
  @Field(() => ID, { nullable: true, description: 'The acting account; null for the system.' })
  actorId!: string | null;
  @Field({ description: "The actor's name when they acted." }) actorName!: string;
  @Field(() => AuditAction) action!: AuditAction;
  @Field(() => AuditObjectType) objectType!: AuditObjectType;
  @Field() objectId!: string;
  @Field({
    description: "What a person reads for the object: a member's e-mail, a token's name, an insight's title.",
  })
  objectLabel!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The value before, as a JSON object (e.g. {"role":"VIEWER"}).',
  })
  oldValue!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The value after, as a JSON object; null when removed.',
  })
  newValue!: string | null;

  static from(entry: AuditEntry): AuditEntryModel {
    return Object.assign(new AuditEntryModel(), {
      ...entry,
      oldValue: entry.oldValue ? JSON.stringify(entry.oldValue) : null,
      newValue: entry.newValue ? JSON.stringify(entry.newValue) : null,
    });
  }
}

@ObjectType('AuditLogPage')
export class AuditLogPageModel {
  @Field(() => Int, { description: 'Entries matching the filter, over all pages.' }) totalCount!: number;
  @Field(() => [AuditEntryModel]) nodes!: AuditEntryModel[];
}

@InputType()
export class AuditLogFilterInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be a UUID.' })
  actorId?: string | null;

  @Field(() => AuditAction, { nullable: true })
  @IsOptional()
  @IsEnum(AuditAction)
  action?: AuditAction | null;

  @Field(() => AuditObjectType, { nullable: true })
  @IsOptional()
  @IsEnum(AuditObjectType)
  objectType?: AuditObjectType | null;

  @Field(() => Date, { nullable: true, description: 'Entries at or after this time.' })
  @IsOptional()
  @IsDate({ message: 'from must be a date and time.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Entries before this time.' })
  @IsOptional()
  @IsDate({ message: 'to must be a date and time.' })
  to?: Date | null;
}

@ArgsType()
export class AuditLogArgs {
  @OptionalNested(() => AuditLogFilterInput)
  filter?: AuditLogFilterInput | null;

  @Field(() => Int, { defaultValue: 0, description: 'Entries to skip.' })
  @IsInt()
  @Min(0, { message: 'offset must be 0 or more.' })
  offset = 0;

  @Field(() => Int, { defaultValue: 50, description: `Entries to return, 1 to ${AUDIT_LOG_MAX_PAGE_SIZE}.` })
  @IsInt()
  @Min(1, { message: `limit must be between 1 and ${AUDIT_LOG_MAX_PAGE_SIZE}.` })
  @Max(AUDIT_LOG_MAX_PAGE_SIZE, { message: `limit must be between 1 and ${AUDIT_LOG_MAX_PAGE_SIZE}.` })
  limit = 50;
}
