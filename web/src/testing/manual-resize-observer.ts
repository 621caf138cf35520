/** A ResizeObserver a unit test fires by hand (`resizeNow()`: the page changed size); stub it with vi.stubGlobal. */
let callback: () => void = () => undefined;

export class ManualResizeObserver {
  constructor(onResize: () => void) {
    callback = onResize;
  }
  observe() {}
  disconnect() {
    callback = () => undefined;
  }
}

/** Runs the last observer's callback, as a change of size would; nothing once it disconnected. */
export const resizeNow = () => callback();
