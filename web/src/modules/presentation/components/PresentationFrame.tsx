import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useExitOnLeavingFullscreen } from '../hooks/useExitOnLeavingFullscreen';
import { usePresentationKeys } from '../hooks/usePresentationKeys';
import { useSlidePosition } from '../hooks/useSlidePosition';
import { useSwipe } from '../hooks/useSwipe';
import { presentationStrings as strings } from '../strings';
import type { Slide } from '../types/Slide';
import { leaveFullscreen } from '../utils/leaveFullscreen';
import { SlideView } from './SlideView';

/**
 * A deck filling the screen: one slide at a time, moved by keys, swipes or the buttons, with a
 * counter; Esc (or leaving full screen) goes back to `exitPath`. `slides` null while they load;
 * `fallback` is shown instead of slides (loading, an error, an empty deck).
 */
export function PresentationFrame({
  deckTitle,
  slides,
  slideParam,
  basePath,
  exitPath,
  fallback,
}: {
  deckTitle: string;
  slides: readonly Slide[] | null;
  slideParam: string | undefined;
  basePath: string;
  exitPath: string;
  fallback?: ReactNode;
}) {
  const navigate = useNavigate();
  const { index, current, goTo } = useSlidePosition(slides, slideParam, basePath);
  const total = slides?.length ?? 0;
  const exited = useRef(false);
  const exit = useCallback(() => {
    if (exited.current) return;
    exited.current = true;
    leaveFullscreen();
    void navigate(exitPath);
  }, [navigate, exitPath]);
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);
  const actions = useMemo(
    () => ({ next, previous, first: () => goTo(0), last: () => goTo(total - 1), exit }),
    [next, previous, goTo, total, exit],
  );
  usePresentationKeys(actions);
  useExitOnLeavingFullscreen(exit);
  const swipe = useSwipe(next, previous);

  // A long slide scrolls; the next one starts at its top.
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    stage.current?.scrollTo({ top: 0 });
  }, [current?.id]);

  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-label={strings.deckLabel(deckTitle)}
      data-testid="presentation"
      data-slide-index={index}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: { xs: 1.5, md: 3 }, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {deckTitle}
        </Typography>
        <Tooltip title={strings.exit}>
          <IconButton aria-label={strings.exit} onClick={exit} edge="end">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box
        ref={stage}
        {...swipe}
        sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, md: 6 }, py: { xs: 3, md: 6 } }}
      >
        <Box sx={{ maxWidth: 1084, mx: 'auto' }}>
          {current ? (
            <Box
              key={current.id}
              role="group"
              aria-roledescription="slide"
              aria-label={strings.counterLabel(index + 1, total)}
              data-testid="slide"
              data-slide-id={current.id}
            >
              <SlideView slide={current} />
            </Box>
          ) : (
            fallback
          )}
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label={strings.previous} onClick={previous} disabled={index <= 0} size="large">
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          data-testid="slide-counter"
          aria-live="polite"
          aria-label={strings.counterLabel(total ? index + 1 : 0, total)}
          sx={{ minWidth: 64, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
        >
          {strings.counter(total ? index + 1 : 0, total)}
        </Typography>
        <IconButton aria-label={strings.next} onClick={next} disabled={index >= total - 1} size="large">
          <ChevronRightIcon />
        </IconButton>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'none', md: 'block' }, position: 'absolute', right: 24 }}
        >
          {strings.keyboardHint}
        </Typography>
      </Stack>
    </Box>
  );
}
