import type { BancoBridge } from '@banco/shared';

declare global {
  interface Window {
    /** Present in the desktop app (preload); undefined when the renderer runs in a browser. */
    banco?: BancoBridge;
  }
}

export {};
