import { Box, Typography } from '@mui/material';

/** Label and value pairs as a definition list: one column on a phone, two from `sm` on. */
export function FactList({
  facts,
  labelWidth,
  testId,
  valueTestIds,
}: {
  facts: readonly (readonly [label: string, value: string])[];
  labelWidth: number;
  testId?: string;
  /** A test id for the value of a label, for tests that read one fact. */
  valueTestIds?: Readonly<Record<string, string>>;
}) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${labelWidth}px 1fr` },
        rowGap: 1.5,
        columnGap: 2,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, wordBreak: 'break-word' }}
            data-testid={valueTestIds?.[label]}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
