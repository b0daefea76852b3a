import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ChannelDatapointRowInput, ImportChannelDatapointsInput } from '../../../gql/graphql';
import { commonStrings } from '../../common/strings';
import { CsvImportWizard } from '../../csv-import/components/CsvImportWizard';
import type { ImportField, ImportRejection, ImportTarget } from '../../csv-import/types/ImportTarget';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { IMPORT_CHANNEL_DATAPOINTS_MUTATION } from '../operations';
import { CHANNEL_LIMITS, channelStrings } from '../strings';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import {
  type DatapointField,
  guessDatapointMapping,
  mapDatapointRows,
} from '../utils/datapointColumnMapping';
import { datapointRowInput, isRowRejection } from '../utils/datapointRowInput';

const MB = Math.round(CHANNEL_LIMITS.maxFileBytes / 1024 / 1024);

const FIELDS: readonly ImportField<DatapointField>[] = [
  {
    key: 'text',
    label: channelStrings.importFields.text,
    type: 'longText',
    required: true,
    requiredHint: channelStrings.needText,
  },
  { key: 'author', label: channelStrings.importFields.author, type: 'text' },
  { key: 'rating', label: channelStrings.importFields.rating, type: 'number' },
  { key: 'sentiment', label: channelStrings.importFields.sentiment, type: 'choice' },
  { key: 'occurredAt', label: channelStrings.importFields.occurredAt, type: 'date' },
];

/** A field's name as the mapping step shows it (the server names fields as the API does). */
function fieldLabel(field: string): string {
  const fields: Record<string, string> = channelStrings.importFields;
  return fields[field] ?? field;
}

/**
 * A channel's data points, 1000 a call: the first batch creates the source, the others add to it.
 * Rows this browser cannot turn into a rating, sentiment or date are refused before sending. Each
 * batch reads the channel's counts, sources, grid and chart again as it lands (CHANNEL_DATA_QUERIES),
 * so the page fills as the import goes and is right wherever a refused batch stops it. (The wizard
 * sends a batch as a promise that fails with the refusal: graphqlRequest, Apollo's mutate.)
 */
function datapointsTarget(
  channelId: string,
  datasetTitle: string,
): ImportTarget<DatapointField, ChannelDatapointRowInput> {
  return {
    fields: FIELDS,
    guessMapping: guessDatapointMapping,
    canStart: (mapping) => Boolean(mapping.text),
    toRows: (csvRows, mapping) => {
      const converted = mapDatapointRows(csvRows, mapping).map(datapointRowInput);
      const refused: ImportRejection[] = converted.filter(isRowRejection);
      const rows = converted.filter((row): row is ChannelDatapointRowInput => !isRowRejection(row));
      return { rows, refused };
    },
    batchSize: CHANNEL_LIMITS.batch,
    begin: () => {
      let datasetId: string | null = null;
      return async (batch) => {
        const target: Pick<ImportChannelDatapointsInput, 'datasetId' | 'datasetTitle' | 'source'> = datasetId
          ? { datasetId }
          : { datasetTitle: datasetTitle.trim(), source: 'CSV' };
        const result = await graphqlRequest(
          IMPORT_CHANNEL_DATAPOINTS_MUTATION,
          { input: { channelId, ...target, rows: batch } },
          { refetchQueries: CHANNEL_DATA_QUERIES },
        );
        datasetId = result.importChannelDatapoints.dataset.id;
        return result.importChannelDatapoints;
      };
    },
  };
}

/**
 * Imports a CSV file into a channel as a new source: choose the file, name the source (the file's
 * name at first) and map its columns while looking at its first rows, send it in batches with
 * progress, and read the report of refused rows with their row, field and reason.
 */
export function ImportDatapointsDialog({
  open,
  channelId,
  room,
  onClose,
}: {
  open: boolean;
  channelId: string;
  room: number;
  onClose: () => void;
}) {
  const [datasetTitle, setDatasetTitle] = useState('');
  return (
    <CsvImportWizard
      open={open}
      target={datapointsTarget(channelId, datasetTitle)}
      texts={{
        title: channelStrings.importTitle,
        fileHelp: channelStrings.fileHelp(CHANNEL_LIMITS.datapoints, MB),
        mappingHelp: channelStrings.mappingHelp,
        parseProblem: channelStrings.parseProblem,
        importedCount: channelStrings.importedCount,
      }}
      maxFileBytes={CHANNEL_LIMITS.maxFileBytes}
      checkRows={(rows) => (rows > room ? channelStrings.tooManyRows(rows, room) : null)}
      fieldLabel={fieldLabel}
      testIds={{
        input: 'channel-csv-input',
        report: 'channel-import-report',
        rejectedRow: 'channel-import-rejected-row',
      }}
      mappingBefore={
        <TextField
          label={channelStrings.datasetTitle}
          value={datasetTitle}
          onChange={(event) => setDatasetTitle(event.target.value)}
          required
          fullWidth
          helperText={`${channelStrings.datasetTitleHelper} ${commonStrings.charactersUsed(datasetTitle.length, CHANNEL_LIMITS.title)}`}
          slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.title } }}
        />
      }
      canStart={datasetTitle.trim() !== ''}
      onFileChosen={(fileName) =>
        setDatasetTitle(fileName.replace(/\.[^.]+$/, '').slice(0, CHANNEL_LIMITS.title))
      }
      onReset={() => setDatasetTitle('')}
      onClose={onClose}
    />
  );
}
