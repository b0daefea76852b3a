import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { SearchObjectType } from '../types/SearchResultItem';

const ICONS: Record<SearchObjectType, ComponentType<SvgIconProps>> = {
  NOTE: DescriptionOutlinedIcon,
  HIGHLIGHT: FormatQuoteIcon,
  INSIGHT: LightbulbOutlinedIcon,
  PROJECT: WorkOutlineIcon,
  PROJECT_CATEGORY: FolderIcon,
  TAG: LocalOfferOutlinedIcon,
  PERSON: PersonOutlineIcon,
  CHANNEL: CampaignOutlinedIcon,
  CHANNEL_DATAPOINT: InsertChartOutlinedIcon,
  THEME: CategoryOutlinedIcon,
};

/** The icon of a result's type; decorative (the type is also written out). */
export function SearchTypeIcon({ type, ...props }: { type: SearchObjectType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} />;
}
