import { flushSync } from 'react-dom';

/**
 * Runs `swap`, which puts another field where the field holding `from` is (a locked field unlocked for
 * typing, an address search locked by the suggestion chosen in it), and focuses the new field's input:
 * the old input leaves the page with the focus, which would otherwise fall to the page and send the next
 * Tab out of the dialog.
 */
export function swapFieldKeepingFocus(from: Element | null, swap: () => void): void {
  const root = from?.closest('.mantine-InputWrapper-root') ?? null;
  const parent = root?.parentElement ?? null;
  const index = root !== null && parent !== null ? Array.prototype.indexOf.call(parent.children, root) : -1;
  flushSync(swap);
  if (parent === null || index < 0) return;
  parent.children[index]?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select')?.focus();
}
