import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { InsightFromChannelDialog } from './InsightFromChannelDialog';
import { insightFromChannelStrings } from './strings';

/** "Write an insight" on a theme's or topic's page, with its dialog. */
export function InsightFromChannelButton({
  kind,
  id,
  title,
  channelId,
  channelTitle,
  total,
  path,
}: {
  kind: 'theme' | 'topic';
  id: string;
  title: string;
  channelId: string;
  channelTitle: string;
  total: number;
  /** The theme's or topic's page, which the insight links back to. */
  path: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<LightbulbOutlinedIcon />} onClick={() => setOpen(true)}>
        {insightFromChannelStrings.button}
      </Button>
      <InsightFromChannelDialog
        open={open}
        onClose={() => setOpen(false)}
        source={{ kind, title, channelId, channelTitle, total, path }}
        filter={kind === 'theme' ? { themeId: id } : { topicId: id }}
      />
    </>
  );
}
