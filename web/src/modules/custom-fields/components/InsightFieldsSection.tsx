import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { fieldStrings } from '../strings';
import { FieldValuesPanel } from './FieldValuesPanel';

/** An insight's custom fields, folded under its toolbar so the writing keeps the page. */
export function InsightFieldsSection({
  insightId,
  projectId,
  editable,
}: {
  insightId: string;
  projectId: string;
  editable: boolean;
}) {
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 2 }} data-testid="insight-fields">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="insight-fields-content"
        id="insight-fields-summary"
      >
        <Typography sx={{ fontWeight: 600 }}>{fieldStrings.fieldsHeading}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <FieldValuesPanel target="INSIGHT" objectId={insightId} projectId={projectId} editable={editable} />
      </AccordionDetails>
    </Accordion>
  );
}
