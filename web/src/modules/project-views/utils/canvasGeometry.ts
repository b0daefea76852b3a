import type { CanvasObject } from '../types/ViewState';

/** Where the board looks: the canvas point at the board's top-left corner is (-x / scale, -y / scale). */
export interface Viewport {
  x: number;
  y: number;
  scale: number;
}

export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 3;
/** The size a reference card takes on the canvas (its height grows with its text; this is for fitting). */
export const CARD_WIDTH = 240;
export const CARD_HEIGHT = 140;
/** The server's coordinate bound (services/core project-view-state: ±1,000,000). */
const COORDINATE_LIMIT = 1_000_000;

export function clampZoom(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

export function clampCoordinate(value: number): number {
  return Math.round(Math.min(COORDINATE_LIMIT, Math.max(-COORDINATE_LIMIT, value)));
}

/** The canvas point under a point of the board (relative to the board's top-left corner). */
export function toCanvas(viewport: Viewport, boardX: number, boardY: number): { x: number; y: number } {
  return { x: (boardX - viewport.x) / viewport.scale, y: (boardY - viewport.y) / viewport.scale };
}

/** Zooms to `scale` keeping the canvas point under (boardX, boardY) where it is on screen. */
export function zoomAround(viewport: Viewport, scale: number, boardX: number, boardY: number): Viewport {
  const next = clampZoom(scale);
  const point = toCanvas(viewport, boardX, boardY);
  return { scale: next, x: boardX - point.x * next, y: boardY - point.y * next };
}

/** The box an object covers on the canvas (a text's height is a guess from its format). */
export function objectBox(object: CanvasObject): { x: number; y: number; width: number; height: number } {
  switch (object.kind) {
    case 'REFERENCE':
      return { x: object.x, y: object.y, width: CARD_WIDTH, height: CARD_HEIGHT };
    case 'TEXT':
      return { x: object.x, y: object.y, width: object.width, height: 48 };
    default:
      return { x: object.x, y: object.y, width: object.width, height: object.height };
  }
}

/** The viewport showing every shown object inside a board of the given size, never zoomed past 100 %. */
export function fitViewport(objects: CanvasObject[], boardWidth: number, boardHeight: number): Viewport {
  const boxes = objects.filter(isShown).map(objectBox);
  if (boxes.length === 0) return { x: 0, y: 0, scale: 1 };
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  const padding = 32;
  const scale = clampZoom(
    Math.min(
      1,
      (boardWidth - padding * 2) / Math.max(1, right - left),
      (boardHeight - padding * 2) / Math.max(1, bottom - top),
    ),
  );
  return {
    scale,
    x: (boardWidth - (right - left) * scale) / 2 - left * scale,
    y: (boardHeight - (bottom - top) * scale) / 2 - top * scale,
  };
}

/** A reference removed from the canvas stays in the state with visible: false (spec 000 §3). */
export function isShown(object: CanvasObject): boolean {
  return object.kind !== 'REFERENCE' || object.visible !== false;
}

/** Groups behind shapes behind texts behind cards, so a group never covers what it holds. */
const LAYER = { GROUP: 0, RECTANGLE: 1, TEXT: 2, REFERENCE: 3 } as const;
export function byLayer(a: CanvasObject, b: CanvasObject): number {
  return LAYER[a.kind] - LAYER[b.kind];
}
