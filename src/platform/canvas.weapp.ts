/** Mini-program canvas: the `type="2d"` node from a selector query, its backing store scaled by the pixel ratio (see canvas-core.ts). */
export * from './canvas-core';
import Taro from '@tarojs/taro';
import { CANVAS_WAIT_TRIES, type Canvas2d, type CanvasAdapter } from './canvas-core';

interface NodeField { node?: { width: number; height: number; getContext(type: '2d'): CanvasRenderingContext2D }; width?: number; height?: number }

const query = (id: string) =>
  new Promise<NodeField | null>((resolve) => {
    Taro.createSelectorQuery().select(`#${id}`).fields({ node: true, size: true }, () => undefined).exec((res: unknown[]) => resolve((res?.[0] as NodeField) ?? null));
  });

export const canvas = {
  async get2d(id: string): Promise<Canvas2d | null> {
    for (let i = 0; i < CANVAS_WAIT_TRIES; i += 1) {
      const f = await query(id);
      if (f?.node && f.width) {
        const pixelRatio = Taro.getSystemInfoSync().pixelRatio || 2;
        f.node.width = Math.round(f.width * pixelRatio);
        f.node.height = Math.round((f.height ?? 0) * pixelRatio);
        return { context: f.node.getContext('2d'), width: f.width, height: f.height ?? 0, pixelRatio };
      }
      await new Promise((r) => setTimeout(r, 16));
    }
    return null;
  },
} satisfies CanvasAdapter;
