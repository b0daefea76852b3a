import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { CanvasObject } from '../types/ViewState';
import { type Viewport, fitViewport, zoomAround } from '../utils/canvasGeometry';

/** One button press or wheel notch zooms by this factor. */
const ZOOM_STEP = 1.25;

/**
 * The board's pan and zoom: the wheel (and a trackpad's pinch, which browsers send as a wheel with
 * Ctrl) zooms around the pointer, two fingers pinch-zoom, dragging empty space pans. Plain pointer
 * events and a CSS transform: one model for mouse, pen and touch, and nothing to download.
 */
export function useCanvasViewport(board: RefObject<HTMLDivElement | null>, objects: CanvasObject[]) {
  const [viewport, setViewport] = useState<Viewport>({ x: 0, y: 0, scale: 1 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);

  const boardPoint = useCallback(
    (clientX: number, clientY: number) => {
      const rect = board.current?.getBoundingClientRect();
      return { x: clientX - (rect?.left ?? 0), y: clientY - (rect?.top ?? 0) };
    },
    [board],
  );

  // React's wheel listener is passive, so it cannot stop the page from scrolling: listen directly.
  useEffect(() => {
    const element = board.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = boardPoint(event.clientX, event.clientY);
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.002));
      setViewport((v) => zoomAround(v, v.scale * factor, point.x, point.y));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [board, boardPoint]);

  const zoomBy = useCallback(
    (factor: number) => {
      const rect = board.current?.getBoundingClientRect();
      setViewport((v) => zoomAround(v, v.scale * factor, (rect?.width ?? 0) / 2, (rect?.height ?? 0) / 2));
    },
    [board],
  );

  const fit = useCallback(() => {
    const rect = board.current?.getBoundingClientRect();
    if (rect) setViewport(fitViewport(objects, rect.width, rect.height));
  }, [board, objects]);

  /** Pointer handlers for the board: presses no object claimed. */
  const panHandlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
      // An object being moved or resized stops its press; any other press (on empty space, or on an
      // object of a read-only canvas) pans.
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      pinch.current = null;
    },
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
      const last = pointers.current.get(event.pointerId);
      if (!last) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()];
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        const centre = boardPoint((a.x + b.x) / 2, (a.y + b.y) / 2);
        const previous = pinch.current;
        pinch.current = distance;
        if (previous) setViewport((v) => zoomAround(v, (v.scale * distance) / previous, centre.x, centre.y));
        return;
      }
      const dx = event.clientX - last.x;
      const dy = event.clientY - last.y;
      setViewport((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    },
    onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
    onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
  };

  return {
    viewport,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    fit,
    panHandlers,
    boardPoint,
  };
}
