import type { ListGroup, RecordOf } from './export-zip.reader';
import { IdRemap } from './id-remap';
import type {
  FileRecord,
  HighlightRecord,
  InsightRecord,
  NoteRecord,
  QuestionRecord,
  ReelRecord,
  TagRecord,
} from './transfer-records';

/** What the import needs to know of a tag before any is written: matched by title when a workspace tag. */
export type PlannedTag = Pick<TagRecord, 'id' | 'title' | 'workspaceTag'>;

/**
 * What an import learns while its file is checked, record by record, before it writes anything: a
 * new id for every record (so references resolve whatever order the files list them in), the
 * authors it names and its tags. Ids and titles only: the records themselves are read again, a
 * batch at a time, when written.
 */
export class ImportPlan {
  readonly remap = new IdRemap();
  /** Ids of the source's members who wrote something in the file. */
  readonly authorIds = new Set<string>();
  readonly tags: PlannedTag[] = [];

  /** The RecordVisitor of readExportZip. */
  readonly visit = (group: ListGroup, record: RecordOf<ListGroup>): void => {
    const { remap } = this;
    switch (group) {
      case 'fieldSets':
      case 'fields':
      case 'tagBoards':
      case 'tagGroups':
      case 'projectViews':
      case 'questionResponses':
        remap.assign(group, (record as { id: string }).id);
        return;
      case 'notes':
      case 'insights':
      case 'highlights':
      case 'files':
      case 'questions':
      case 'reels': {
        const authored = record as
          NoteRecord | InsightRecord | HighlightRecord | FileRecord | QuestionRecord | ReelRecord;
        remap.assign(group, authored.id);
        this.authorIds.add(authored.createdBy);
        return;
      }
      case 'tags': {
        // Its new id waits for the match with the workspace's tags (ImportWriter).
        const tag = record as TagRecord;
        this.tags.push({ id: tag.id, title: tag.title, workspaceTag: tag.workspaceTag });
        return;
      }
      case 'folders':
      case 'fieldPreferences':
      case 'insightFiles':
        return;
    }
  };
}
