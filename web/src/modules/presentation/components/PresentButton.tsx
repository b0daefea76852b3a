import SlideshowIcon from '@mui/icons-material/Slideshow';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { presentationStrings as strings } from '../strings';
import { enterFullscreen } from '../utils/enterFullscreen';

/** "Present": opens `to` (a presentation path) full screen, asked for inside the click as browsers require. */
export function PresentButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      startIcon={<SlideshowIcon />}
      aria-label={label}
      onClick={() => {
        enterFullscreen();
        void navigate(to);
      }}
    >
      {strings.present}
    </Button>
  );
}
