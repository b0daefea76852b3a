import AudioFileOutlinedIcon from '@mui/icons-material/AudioFileOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import VideoFileOutlinedIcon from '@mui/icons-material/VideoFileOutlined';
import { fileStrings } from '../strings';
import type { FileType } from '../types/FileItem';

const ICONS = {
  AUDIO: AudioFileOutlinedIcon,
  IMAGE: ImageOutlinedIcon,
  VIDEO: VideoFileOutlinedIcon,
  SPREADSHEET: TableChartOutlinedIcon,
  DOCUMENT: DescriptionOutlinedIcon,
  PRESENTATION: SlideshowOutlinedIcon,
  OTHER: InsertDriveFileOutlinedIcon,
} as const;

/** The icon of a file type, labelled with the type's name. */
export function FileTypeIcon({ type }: { type: FileType }) {
  const Icon = ICONS[type];
  return <Icon color="action" titleAccess={fileStrings.type[type]} />;
}
