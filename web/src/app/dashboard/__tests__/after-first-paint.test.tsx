/**
 * Today's parts below its first screen render once that screen has painted (../after-first-paint.ts):
 * not in the first render, then after the next frame.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useAfterFirstPaint } from '../after-first-paint';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true once a frame has passed', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => {
      await nextFrame();
      await nextFrame();
    });
    expect(result.current).toBe(true);
  });
});
