/**
 * A 2D canvas for drawing libraries (the annual report's chart). H5: the <canvas> element the Taro
 * Canvas component renders, found by its canvas-id. Mini-program: the `type="2d"` canvas node from a
 * selector query. Either way the answer is a standard CanvasRenderingContext2D-like context, its CSS
 * size and the pixel ratio (the backing store is already scaled by it), or null when there is no
 * drawable canvas (a test DOM without canvas support): the page then shows its text figures only.
 */
export interface Canvas2d {
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  pixelRatio: number;
}

export interface CanvasAdapter {
  /** The canvas of the Taro <Canvas id={id} canvasId={id} type='2d'/> on the current page, once drawn. */
  get2d(id: string): Promise<Canvas2d | null>;
}

/** How long to wait for the canvas to appear (frames of ~16 ms): it is drawn after the first render. */
export const CANVAS_WAIT_TRIES = 30;
