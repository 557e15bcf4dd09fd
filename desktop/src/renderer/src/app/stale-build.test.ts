import { describe, expect, it } from 'vitest';
import { reloadOnStaleBuild } from './stale-build.ts';

function fakePage() {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  let reloads = 0;
  const page = {
    addEventListener: (type: 'vite:preloadError', listener: (event: Event) => void) => target.addEventListener(type, listener),
    sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) },
    location: { reload: () => void (reloads += 1) },
  };
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { page, fail, reloads: () => reloads };
}

describe("a section's code missing after a new version of the server", () => {
  it('reloads the page once, and leaves a second failure within a minute to the error screen', () => {
    const { page, fail, reloads } = fakePage();
    let clock = 1_000_000;
    reloadOnStaleBuild(page, () => clock);
    expect(fail()).toBe(true);
    expect(reloads()).toBe(1);
    clock += 5_000;
    expect(fail()).toBe(false);
    expect(reloads()).toBe(1);
    clock += 60_000;
    expect(fail()).toBe(true);
    expect(reloads()).toBe(2);
  });
});
