/** H5 canvas: the <canvas> element inside Taro's Canvas component, sized for the device pixel ratio (see canvas-core.ts). */
export * from './canvas-core';
import { CANVAS_WAIT_TRIES, type Canvas2d, type CanvasAdapter } from './canvas-core';

const nextFrame = () => new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => resolve()) : setTimeout(resolve, 16)));

function find(id: string): HTMLCanvasElement | null {
  if (typeof document === 'undefined') return null;
  const el = document.querySelector(`canvas[canvas-id="${id}"]`) ?? document.getElementById(id);
  if (!el) return null;
  return el instanceof HTMLCanvasElement ? el : el.querySelector('canvas');
}

export const canvas = {
  async get2d(id: string): Promise<Canvas2d | null> {
    for (let i = 0; i < CANVAS_WAIT_TRIES; i += 1) {
      const el = find(id);
      const rect = el?.getBoundingClientRect();
      if (el && rect && rect.width > 0) {
        let context: CanvasRenderingContext2D | null = null;
        try {
          context = el.getContext('2d');
        } catch {
          context = null; // a DOM without canvas support
        }
        if (!context) return null;
        const pixelRatio = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
        el.width = Math.round(rect.width * pixelRatio);
        el.height = Math.round(rect.height * pixelRatio);
        return { context, width: rect.width, height: rect.height, pixelRatio };
      }
      await nextFrame();
    }
    return null;
  },
} satisfies CanvasAdapter;
