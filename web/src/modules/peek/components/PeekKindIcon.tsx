import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import type { PeekKind } from '../types/PeekTarget';

/** The icon the lists show for the kind of item a peek holds. */
export function PeekKindIcon({ kind }: { kind: PeekKind }) {
  switch (kind) {
    case 'note':
      return <DescriptionOutlinedIcon fontSize="small" color="action" />;
    case 'insight':
      return <LightbulbOutlinedIcon fontSize="small" color="action" />;
    case 'tag':
      return <LocalOfferOutlinedIcon fontSize="small" color="action" />;
    case 'person':
      return <PersonOutlineIcon fontSize="small" color="action" />;
  }
}
