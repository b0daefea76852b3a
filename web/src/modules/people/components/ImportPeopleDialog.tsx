import { CsvImportWizard } from '../../csv-import/components/CsvImportWizard';
import type { ImportField, ImportTarget } from '../../csv-import/types/ImportTarget';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { IMPORT_PEOPLE_MUTATION } from '../operations';
import { peopleStrings } from '../strings';
import { type PersonField, guessMapping, mappedRows } from '../utils/columnMapping';
import { IMPORT_LIMITS } from '../utils/importLimits';
import { PEOPLE_LIST_QUERIES } from '../utils/peopleListQueries';

const MB = Math.round(IMPORT_LIMITS.maxFileBytes / 1024 / 1024);

/** A person row as importPeople takes it. */
type PersonRow = ReturnType<typeof mappedRows>[number];

const FIELDS: readonly ImportField<PersonField>[] = [
  { key: 'name', label: peopleStrings.name, type: 'text' },
  { key: 'email', label: peopleStrings.email, type: 'email' },
];

/**
 * People: rows with a name or an e-mail address, 500 a call; the server refuses what is wrong. Each
 * batch reads the people grid and the segments' counts again as it lands (PEOPLE_LIST_QUERIES).
 * (The wizard sends a batch as a promise that fails with the refusal: graphqlRequest, Apollo's mutate.)
 */
const PEOPLE: ImportTarget<PersonField, PersonRow> = {
  fields: FIELDS,
  guessMapping,
  canStart: (mapping) => Boolean(mapping.name || mapping.email),
  toRows: (rows, mapping) => ({ rows: mappedRows(rows, mapping), refused: [] }),
  batchSize: IMPORT_LIMITS.batchRows,
  begin: () => async (batch) => {
    const result = await graphqlRequest(
      IMPORT_PEOPLE_MUTATION,
      { input: { rows: batch } },
      { refetchQueries: PEOPLE_LIST_QUERIES },
    );
    return result.importPeople;
  },
};

/**
 * Imports people from a CSV file (or pasted text): map its columns to person fields while looking
 * at its first rows, import in batches with progress, and read the report of rows the server
 * refused and why. Refused rows change nothing; the others are created.
 */
export function ImportPeopleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CsvImportWizard
      open={open}
      target={PEOPLE}
      texts={{
        title: peopleStrings.importTitle,
        fileHelp: peopleStrings.fileHelp(IMPORT_LIMITS.maxRows, MB),
        mappingHelp: peopleStrings.mappingHelp,
        parseProblem: peopleStrings.parseProblem,
        importedCount: peopleStrings.importedCount,
      }}
      maxFileBytes={IMPORT_LIMITS.maxFileBytes}
      checkRows={(rows) =>
        rows > IMPORT_LIMITS.maxRows ? peopleStrings.tooManyRows(rows, IMPORT_LIMITS.maxRows) : null
      }
      pastePlaceholder={'name,email\nAda Lovelace,ada@example.org'}
      testIds={{ input: 'people-csv-input', report: 'import-report', rejectedRow: 'import-rejected-row' }}
      onClose={onClose}
    />
  );
}
