import Box from '@mui/material/Box';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef } from 'react';
import { projectViewStrings as strings } from '../strings';

/** How far an arrow key nudges the selected object; with Shift, further. */
const NUDGE = 8;
const NUDGE_FAR = 48;
const MIN_SIZE = 24;

/** A change to an object's place or size, in canvas units. */
export interface FramePatch {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

/**
 * An object placed on the canvas: selectable (click or Tab), moved by dragging or the arrow keys,
 * removed with Delete, and resized by its corner handle when it has a size of its own.
 */
export function CanvasObjectFrame({
  label,
  x,
  y,
  width,
  height,
  scale,
  selected,
  editable,
  resizable,
  onSelect,
  onChange,
  onRemove,
  onActivate,
  children,
  testId,
}: {
  label: string;
  x: number;
  y: number;
  width: number;
  height?: number;
  scale: number;
  selected: boolean;
  editable: boolean;
  /** 'both' for shapes and groups, 'width' for texts, none for cards. */
  resizable?: 'both' | 'width';
  onSelect: () => void;
  onChange: (patch: FramePatch) => void;
  onRemove: () => void;
  /** Enter or a double click: a text starts editing. */
  onActivate?: () => void;
  children: ReactNode;
  testId: string;
}) {
  const drag = useRef<{
    pointerX: number;
    pointerY: number;
    x: number;
    y: number;
    w: number;
    h: number;
  } | null>(null);
  const mode = useRef<'move' | 'resize'>('move');

  const start = (event: PointerEvent<HTMLElement>, as: 'move' | 'resize') => {
    if (event.button !== 0) return;
    onSelect();
    if (!editable) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    mode.current = as;
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, x, y, w: width, h: height ?? 0 };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const from = drag.current;
    if (!from) return;
    const dx = (event.clientX - from.pointerX) / scale;
    const dy = (event.clientY - from.pointerY) / scale;
    if (mode.current === 'move') onChange({ x: Math.round(from.x + dx), y: Math.round(from.y + dy) });
    else if (resizable === 'width') onChange({ width: Math.round(Math.max(MIN_SIZE, from.w + dx)) });
    else
      onChange({
        width: Math.round(Math.max(MIN_SIZE, from.w + dx)),
        height: Math.round(Math.max(MIN_SIZE, from.h + dy)),
      });
  };
  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onActivate && editable) {
      event.preventDefault();
      onActivate();
      return;
    }
    if (!editable) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
      return;
    }
    const step = event.shiftKey ? NUDGE_FAR : NUDGE;
    // Alt with the arrows resizes (what the corner handle does for a pointer).
    if (event.altKey && resizable) {
      const w = Math.max(
        MIN_SIZE,
        width + (event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0),
      );
      const h =
        resizable === 'both' && height !== undefined
          ? Math.max(
              MIN_SIZE,
              height + (event.key === 'ArrowDown' ? step : event.key === 'ArrowUp' ? -step : 0),
            )
          : undefined;
      if (w !== width || (h !== undefined && h !== height)) {
        event.preventDefault();
        onChange(h === undefined ? { width: w } : { width: w, height: h });
      }
      return;
    }
    const moves: Record<string, FramePatch> = {
      ArrowLeft: { x: x - step },
      ArrowRight: { x: x + step },
      ArrowUp: { y: y - step },
      ArrowDown: { y: y + step },
    };
    const patch = moves[event.key];
    if (patch) {
      event.preventDefault();
      onChange(patch);
    }
  };

  return (
    <Box
      role="group"
      aria-label={label}
      aria-roledescription="canvas object"
      tabIndex={0}
      data-testid={testId}
      data-selected={selected}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => start(event, 'move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onDoubleClick={() => {
        if (editable) onActivate?.();
      }}
      sx={{
        position: 'absolute',
        left: x,
        top: y,
        width,
        height,
        cursor: editable ? 'move' : 'default',
        touchAction: 'none',
        outline: selected ? 2 : 0,
        outlineStyle: 'solid',
        outlineColor: 'primary.main',
        outlineOffset: 2,
        '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      {children}
      {editable && selected && resizable ? (
        <Box
          title={strings.canvas.resize(label)}
          data-testid="canvas-resize"
          onPointerDown={(event) => start(event, 'resize')}
          onPointerMove={(event) => {
            event.stopPropagation();
            move(event);
          }}
          onPointerUp={end}
          onPointerCancel={end}
          sx={{
            position: 'absolute',
            right: -7,
            bottom: resizable === 'width' ? 'calc(50% - 7px)' : -7,
            width: 14,
            height: 14,
            bgcolor: 'background.paper',
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 0.5,
            cursor: resizable === 'width' ? 'ew-resize' : 'nwse-resize',
            touchAction: 'none',
          }}
        />
      ) : null}
    </Box>
  );
}
