import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { PreviewSubscriptionChangeQuery } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { billingStrings } from '../strings';

type Preview = PreviewSubscriptionChangeQuery['previewSubscriptionChange'];
type Line = Preview['lines'][number] & { id: number };

/** The invoice a change would produce: its lines (prorations marked) and what falls due. */
export function InvoicePreviewGrid({ preview }: { preview: Preview }) {
  const money = (cents: number) => billingStrings.money(cents, preview.currency);
  const columns: GridColDef<Line>[] = [
    {
      field: 'description',
      headerName: billingStrings.line,
      flex: 2,
      minWidth: 200,
      valueGetter: (_v, row) =>
        `${row.description}${row.proration ? ` (${billingStrings.proration.toLowerCase()})` : ''} · ${formatDate(row.periodStart)} – ${formatDate(row.periodEnd)}`,
    },
    {
      field: 'amount',
      headerName: billingStrings.amount,
      flex: 1,
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => money(v),
    },
  ];
  return (
    <>
      <DataGrid
        rows={preview.lines.map((l, i) => ({ ...l, id: i }))}
        columns={columns}
        autoHeight
        hideFooter
        disableRowSelectionOnClick
        label={billingStrings.previewTitle}
        sx={{ border: 0 }}
      />
      <Stack direction="row" spacing={3} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Typography>
          {billingStrings.total}: <strong>{money(preview.total)}</strong>
        </Typography>
        <Typography data-testid="amount-due">
          {billingStrings.amountDue}: <strong>{money(preview.amountDue)}</strong>
        </Typography>
      </Stack>
    </>
  );
}
