import { useCallback, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { PLAN } from '@domain/floors/layout.js';

export interface ViewBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const FULL: ViewBox = { x: 0, y: 0, w: PLAN.width, h: PLAN.height };
const MIN_W = PLAN.width / 4;

/** Pure: the view box zoomed by `factor` around the plan point (cx, cy), kept inside the plan. */
export function zoomView(v: ViewBox, factor: number, cx = v.x + v.w / 2, cy = v.y + v.h / 2): ViewBox {
  const w = Math.min(FULL.w, Math.max(MIN_W, v.w / factor));
  const h = (w * FULL.h) / FULL.w;
  return clampView({ x: cx - ((cx - v.x) * w) / v.w, y: cy - ((cy - v.y) * h) / v.h, w, h });
}

/** Pure: the view centred on the plan point (cx, cy), at most `width` units wide (zooming in, never out). */
export function centerView(v: ViewBox, cx: number, cy: number, width = v.w): ViewBox {
  const w = Math.max(MIN_W, Math.min(v.w, width));
  const h = (w * FULL.h) / FULL.w;
  return clampView({ x: cx - w / 2, y: cy - h / 2, w, h });
}

/** Pure: whether the plan point (x, y) is inside the view, `margin` units from its edges. */
export function inView(v: ViewBox, x: number, y: number, margin = 0): boolean {
  return x >= v.x + margin && x <= v.x + v.w - margin && y >= v.y + margin && y <= v.y + v.h - margin;
}

export function clampView(v: ViewBox): ViewBox {
  return { ...v, x: Math.min(Math.max(0, v.x), FULL.w - v.w), y: Math.min(Math.max(0, v.y), FULL.h - v.h) };
}

/** Zoom with the wheel or buttons, pan by dragging: the map's own light Leaflet. */
export function usePanZoom() {
  const [view, setView] = useState<ViewBox>(FULL);
  const drag = useRef<{ px: number; py: number; v: ViewBox; scale: number } | null>(null);

  const onWheel = useCallback((e: WheelEvent<SVGSVGElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setView((v) =>
      zoomView(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, v.x + ((e.clientX - r.left) / r.width) * v.w, v.y + ((e.clientY - r.top) / r.height) * v.h),
    );
  }, []);
  const onPointerDown = useCallback(
    (e: PointerEvent<SVGSVGElement>) => {
      if (e.button !== 0 || (e.target as Element).closest('[role="button"]')) return;
      drag.current = { px: e.clientX, py: e.clientY, v: view, scale: view.w / e.currentTarget.getBoundingClientRect().width };
    },
    [view],
  );
  const onPointerMove = useCallback((e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    setView(clampView({ ...d.v, x: d.v.x - (e.clientX - d.px) * d.scale, y: d.v.y - (e.clientY - d.py) * d.scale }));
  }, []);
  const endDrag = useCallback(() => {
    drag.current = null;
  }, []);
  /** Centres the map on a plan point, zoomed in to at most `width` units (a colleague's desk). */
  const centerOn = useCallback((x: number, y: number, width?: number) => setView((v) => centerView(v, x, y, width)), []);
  /** Brings a plan point into view when it is outside (a desk reached by the keyboard), keeping the zoom. */
  const reveal = useCallback((x: number, y: number) => setView((v) => (inView(v, x, y, 20) ? v : centerView(v, x, y))), []);

  return {
    view,
    zoomIn: () => setView((v) => zoomView(v, 1.5)),
    zoomOut: () => setView((v) => zoomView(v, 1 / 1.5)),
    reset: () => setView(FULL),
    centerOn,
    reveal,
    handlers: { onWheel, onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerLeave: endDrag },
  };
}
