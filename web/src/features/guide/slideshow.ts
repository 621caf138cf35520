/**
 * The slideshow's rules (docs/product.md#getting-started-guide): progress ticks 1% every 150 ms; at 100 the next scene starts;
 * after the last scene it stops and goes back to scene 1; while narration speaks, progress holds at 85%.
 */
export const TICK_MS = 150;
export const HOLD_AT = 85;

export interface SlideshowState {
  scene: number;
  progress: number;
  playing: boolean;
}

export type SlideshowAction = { type: 'tick'; speaking: boolean } | { type: 'toggle' } | { type: 'restart' } | { type: 'goto'; scene: number };

export const initialSlideshow = (playing: boolean): SlideshowState => ({ scene: 0, progress: 0, playing });

export function slideshowReducer(sceneCount: number) {
  return (state: SlideshowState, action: SlideshowAction): SlideshowState => {
    switch (action.type) {
      case 'tick': {
        if (!state.playing) return state;
        if (action.speaking && state.progress >= HOLD_AT) return state;
        const progress = state.progress + 1;
        if (progress < 100) return { ...state, progress };
        if (state.scene < sceneCount - 1) return { ...state, scene: state.scene + 1, progress: 0 };
        return initialSlideshow(false);
      }
      case 'toggle':
        return { ...state, playing: !state.playing };
      case 'restart':
        return initialSlideshow(true);
      case 'goto':
        return { ...state, scene: Math.min(Math.max(action.scene, 0), sceneCount - 1), progress: 0 };
    }
  };
}
