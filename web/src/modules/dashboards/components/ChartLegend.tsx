import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Colour keys with their names and values, under a chart that has no room for labels of its own. */
export function ChartLegend({
  items,
}: {
  items: { id: string; label: string; color: string; value: string }[];
}) {
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1, justifyContent: 'center' }}
    >
      {items.map((item) => (
        <Stack
          key={item.id}
          component="li"
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center', minWidth: 0 }}
        >
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, flexShrink: 0 }}
          />
          <Typography variant="caption" noWrap sx={{ maxWidth: 160 }} title={item.label}>
            {item.label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {item.value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
