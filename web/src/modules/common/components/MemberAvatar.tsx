import Avatar from '@mui/material/Avatar';
import { caretColor } from '../../editor/utils/caretColor';
import { memberInitials } from '../utils/memberInitials';

/**
 * A member's avatar, the same wherever they appear (the top bar, comments, pickers): up to two
 * initials on their own colour, the colour of their caret in the editors, so one person is one colour.
 */
export function MemberAvatar({
  id,
  name,
  size = 24,
  className,
}: {
  id: string;
  /** Their name, or their e-mail address when they have none. */
  name: string;
  size?: number;
  /** Set by a Chip that shows it as its avatar (its own size then applies). */
  className?: string;
}) {
  return (
    <Avatar
      aria-hidden
      className={className}
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.45),
        bgcolor: caretColor(id.toLowerCase()),
        color: 'common.white',
      }}
    >
      {memberInitials(name)}
    </Avatar>
  );
}
