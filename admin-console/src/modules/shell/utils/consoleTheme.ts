import { createTheme } from '@mui/material/styles';

/** The console's look: a calm palette that sets it apart from the member app. */
export const consoleTheme = createTheme({
  palette: {
    primary: { main: '#3949ab' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
  },
});
