import { createTheme } from '@mui/material/styles';

/** Fieldnote's MUI theme. */
export const theme = createTheme({
  palette: {
    primary: { main: '#3d5afe' },
    // Teal 700: white text on it passes WCAG AA (4.5:1); teal 600 did not (axe-core, e2e/web/accessibility).
    secondary: { main: '#00796b' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
