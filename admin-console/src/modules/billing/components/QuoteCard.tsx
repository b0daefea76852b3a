import { type FormEvent, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDateTime } from '../../workspaces/utils/formatDateTime';
import { useQuote } from '../hooks/useQuote';
import { billingStrings as s } from '../strings';
import type { AdminQuote, AdminWorkspaceBilling } from '../types/adminPlan';
import { formatMoney } from '../utils/formatMoney';

type Line = AdminQuote['lines'][number];
interface ItemRow {
  key: number;
  price: string;
  quantity: string;
}

function lineColumns(currency: string): GridColDef<Line>[] {
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, currency));
  return [
    {
      field: 'item',
      headerName: s.lineItem,
      width: 160,
      // The product as named in Stripe; the catalogue reference when Stripe has no name for it.
      valueGetter: (_v, row) => row.productName ?? row.item,
    },
    { field: 'description', headerName: s.lineDescription, flex: 1, minWidth: 200 },
    { field: 'quantity', headerName: s.lineQuantity, width: 70, type: 'number' },
    { field: 'unitPrice', headerName: s.lineUnit, width: 110, valueFormatter: money },
    { field: 'amount', headerName: s.lineAmount, width: 110, valueFormatter: money },
    {
      field: 'prorated',
      headerName: s.lineProrated,
      width: 90,
      valueFormatter: (v: boolean) => (v ? s.yes : s.no),
    },
    {
      field: 'periodStart',
      headerName: s.linePeriod,
      width: 320,
      valueGetter: (_v, row) =>
        `${formatDateTime(new Date(row.periodStart * 1000).toISOString())} – ${formatDateTime(new Date(row.periodEnd * 1000).toISOString())}`,
    },
  ];
}

/**
 * The operator quote request of spec 001 §3 (teamId, prorate, prorationDate, subscriptionItems,
 * resetBillingCycle) and the invoice preview Stripe answers, line by line. Nothing changes.
 */
export function QuoteCard({ teamId, billing }: { teamId: string; billing: AdminWorkspaceBilling }) {
  const stripe = billing.stripe;
  const [items, setItems] = useState<ItemRow[]>(() => [
    { key: 0, price: stripe?.priceId ?? '', quantity: String(stripe?.seats ?? 1) },
  ]);
  const [prorate, setProrate] = useState(true);
  const [reset, setReset] = useState(false);
  const [date, setDate] = useState('');
  const { quote, error, busy, ask } = useQuote();

  if (billing.plan.selfHosted) return null;

  const update = (key: number, change: Partial<ItemRow>) =>
    setItems((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask({
      teamId,
      prorate,
      resetBillingCycle: reset,
      prorationDate: date ? Math.floor(new Date(date).getTime() / 1000) : null,
      subscriptionItems: items.map((r) => ({ price: r.price.trim(), quantity: Number(r.quantity) })),
    });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="workspace-quote-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="workspace-quote-title" variant="h6" component="h2">
              {s.quoteTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.quoteIntro}
            </Typography>
          </div>
          {!stripe?.subscriptionId ? (
            <Alert severity="info">{s.quoteNoSubscription}</Alert>
          ) : (
            <Stack component="form" spacing={2} onSubmit={submit} aria-label={s.quoteTitle}>
              {items.map((row, i) => (
                <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label={s.quotePrice}
                    value={row.price}
                    onChange={(e) => update(row.key, { price: e.target.value })}
                    sx={{ flex: 1 }}
                    required
                    slotProps={{ htmlInput: { 'aria-label': `${s.quotePrice} ${i + 1}` } }}
                  />
                  <TextField
                    label={s.quoteQuantity}
                    type="number"
                    value={row.quantity}
                    onChange={(e) => update(row.key, { quantity: e.target.value })}
                    sx={{ width: { sm: 140 } }}
                    required
                    slotProps={{ htmlInput: { min: 1, 'aria-label': `${s.quoteQuantity} ${i + 1}` } }}
                  />
                  <IconButton
                    aria-label={s.quoteRemoveItem(i + 1)}
                    disabled={items.length === 1}
                    onClick={() => setItems((rows) => rows.filter((r) => r.key !== row.key))}
                    sx={{ alignSelf: 'center' }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
              <div>
                <Button
                  startIcon={<AddIcon />}
                  onClick={() =>
                    setItems((rows) => [
                      ...rows,
                      { key: Math.max(...rows.map((r) => r.key)) + 1, price: '', quantity: '1' },
                    ])
                  }
                >
                  {s.quoteAddItem}
                </Button>
              </div>
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ alignItems: { md: 'center' } }}
              >
                <FormControlLabel
                  control={<Checkbox checked={prorate} onChange={(e) => setProrate(e.target.checked)} />}
                  label={s.quoteProrate}
                />
                <FormControlLabel
                  control={<Checkbox checked={reset} onChange={(e) => setReset(e.target.checked)} />}
                  label={s.quoteReset}
                />
                <TextField
                  label={s.quoteDate}
                  type="datetime-local"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
              <div>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {busy ? s.quoteBusy : s.quoteSubmit}
                </Button>
              </div>
            </Stack>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {quote && (
            <Stack spacing={1} data-testid="workspace-quote">
              <Typography variant="subtitle1" component="h3" data-testid="workspace-quote-total">
                {s.quoteTotal(
                  formatMoney(quote.total, quote.currency),
                  formatMoney(quote.tax, quote.currency),
                )}
              </Typography>
              <Box sx={{ width: '100%' }}>
                <DataGrid
                  rows={quote.lines}
                  columns={lineColumns(quote.currency)}
                  getRowId={(row) => row.id}
                  autoHeight
                  hideFooter
                  disableColumnFilter
                  disableRowSelectionOnClick
                  aria-label={s.quoteLines}
                  sx={{ bgcolor: 'background.paper' }}
                />
              </Box>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
