import { createTheme } from '@mui/material/styles';

/** Fieldnote's MUI theme. */
export const theme = createTheme({
  palette: {
    primary: { main: '#3d5afe' },
    secondary: { main: '#00897b' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
