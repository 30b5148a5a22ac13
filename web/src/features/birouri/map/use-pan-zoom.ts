import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject, type WheelEvent } from 'react';
import { screenScale, screenToPlan, wholePlan, type Rect } from '@domain/floors/geometry.js';

/** The part of the plan a map shows, in plan units: a rectangle of the plan (domain/floors/geometry.ts). */
export type ViewBox = Rect;

/** The whole floor: the view a map opens on (its width × height in plan units). */
export const fullView = (width: number, height: number): ViewBox => wholePlan({ width, height });
/** The closest zoom: a quarter of the floor's width. */
const minWidth = (full: ViewBox) => full.w / 4;

/** Pure: the view box zoomed by `factor` around the plan point (cx, cy), kept inside the floor `full`. */
export function zoomView(full: ViewBox, v: ViewBox, factor: number, cx = v.x + v.w / 2, cy = v.y + v.h / 2): ViewBox {
  const w = Math.min(full.w, Math.max(minWidth(full), v.w / factor));
  const h = (w * full.h) / full.w;
  return clampView(full, { x: cx - ((cx - v.x) * w) / v.w, y: cy - ((cy - v.y) * h) / v.h, w, h });
}

/** Pure: the view centred on the plan point (cx, cy), at most `width` units wide (zooming in, never out). */
export function centerView(full: ViewBox, v: ViewBox, cx: number, cy: number, width = v.w): ViewBox {
  const w = Math.max(minWidth(full), Math.min(v.w, width));
  const h = (w * full.h) / full.w;
  return clampView(full, { x: cx - w / 2, y: cy - h / 2, w, h });
}

/** Pure: whether the plan point (x, y) is inside the view, `margin` units from its edges. */
export function inView(v: ViewBox, x: number, y: number, margin = 0): boolean {
  return x >= v.x + margin && x <= v.x + v.w - margin && y >= v.y + margin && y <= v.y + v.h - margin;
}

export function clampView(full: ViewBox, v: ViewBox): ViewBox {
  return { ...v, x: Math.min(Math.max(0, v.x), full.w - v.w), y: Math.min(Math.max(0, v.y), full.h - v.h) };
}

/** Zoom with the wheel or buttons, pan by dragging: the map's own light Leaflet, over a floor of width × height plan units. */
export function usePanZoom(width: number, height: number) {
  const [size, setSize] = useState({ width, height });
  const [view, setView] = useState<ViewBox>(() => fullView(width, height));
  // Another floor, or this one resized: the map opens on the whole of it again.
  if (size.width !== width || size.height !== height) {
    setSize({ width, height });
    setView(fullView(width, height));
  }
  const full = fullView(width, height);
  const drag = useRef<{ px: number; py: number; v: ViewBox; scale: number } | null>(null);

  const onWheel = useCallback(
    (e: WheelEvent<SVGSVGElement>) => {
      const r = e.currentTarget.getBoundingClientRect();
      const f = fullView(width, height);
      const client = { x: e.clientX, y: e.clientY };
      setView((v) => {
        const at = screenToPlan(client, r, v);
        return zoomView(f, v, e.deltaY < 0 ? 1.2 : 1 / 1.2, at.x, at.y);
      });
    },
    [width, height],
  );
  const onPointerDown = useCallback(
    (e: PointerEvent<SVGSVGElement>) => {
      if (e.button !== 0 || (e.target as Element).closest('[role="button"]')) return;
      drag.current = { px: e.clientX, py: e.clientY, v: view, scale: 1 / screenScale(e.currentTarget.getBoundingClientRect(), view) };
    },
    [view],
  );
  const onPointerMove = useCallback(
    (e: PointerEvent<SVGSVGElement>) => {
      const d = drag.current;
      if (!d) return;
      setView(
        clampView(fullView(width, height), { ...d.v, x: d.v.x - (e.clientX - d.px) * d.scale, y: d.v.y - (e.clientY - d.py) * d.scale }),
      );
    },
    [width, height],
  );
  const endDrag = useCallback(() => {
    drag.current = null;
  }, []);
  /** Centres the map on a plan point, zoomed in to at most `width` units (a colleague's desk). */
  const centerOn = useCallback(
    (x: number, y: number, w?: number) => setView((v) => centerView(fullView(width, height), v, x, y, w)),
    [width, height],
  );
  /** Brings a plan point into view when it is outside (a desk reached by the keyboard), keeping the zoom. */
  const reveal = useCallback(
    (x: number, y: number) => setView((v) => (inView(v, x, y, 20) ? v : centerView(fullView(width, height), v, x, y))),
    [width, height],
  );

  return {
    view,
    zoomIn: () => setView((v) => zoomView(full, v, 1.5)),
    zoomOut: () => setView((v) => zoomView(full, v, 1 / 1.5)),
    reset: () => setView(full),
    centerOn,
    reveal,
    handlers: { onWheel, onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerLeave: endDrag },
  };
}

// Before the map is measured (and where nothing measures, as in jsdom): a computer's map, ~800 px wide.
const ASSUMED_WIDTH = 800;

/**
 * CSS px per plan unit of the drawing `ref` showing `view`, kept up to date as its box changes
 * size (a window resized, the drawer beside it): the desks size their text by it (desk-text.ts).
 */
export function useScreenScale(ref: RefObject<SVGSVGElement | null>, view: ViewBox): number {
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0) setBox((b) => (b && b.width === r.width && b.height === r.height ? b : { width: r.width, height: r.height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  // The SVG keeps the view's proportions (height: auto), so its width alone sets the scale until measured.
  return box ? screenScale({ left: 0, top: 0, ...box }, view) : ASSUMED_WIDTH / view.w;
}
