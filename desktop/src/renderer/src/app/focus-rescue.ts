/**
 * Two places where the keyboard's focus used to fall to the page (document.body), after which Tab
 * started again from the sidebar, also from inside an open dialog:
 *
 * - a dialog that goes away by being taken out of the page (rendered only while open: 'Assegna Punti
 *   Manualmente', 'Nuovo fornitore', an inventory or catalogue edit, a delete confirmation) skips
 *   Mantine's own focus return, which runs only when `opened` turns false. The focus goes back to the
 *   element it came from (the button that opened it), when that is still on the page.
 * - a button that is disabled while it works ('Salva', 'Stampa etichette', 'Scarica report': Mantine's
 *   `loading`) loses the focus the moment it is disabled. It gets it back when it is enabled again.
 *
 * Both act only when the focus is on nothing: whatever put the focus somewhere on purpose wins.
 */

const MODAL = '[role="dialog"][aria-modal="true"]';

/** The element that had the focus before each dialog took it. */
const openers = new WeakMap<Element, HTMLElement>();
/** The element focused last (the one a disabled button or a removed dialog took the focus from). */
let lastFocused: HTMLElement | null = null;
/** A focused button disabled while it works: it takes the focus back when it is enabled again. */
let waiting: HTMLElement | null = null;

function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && element.getClientRects().length > 0;
}

/** The opener of a removed dialog, or, when that went with it, the opener of the dialog it was in. */
function openerOf(dialog: Element): HTMLElement | null {
  let opener = openers.get(dialog) ?? null;
  for (let depth = 0; opener !== null && !canTakeFocus(opener) && depth < 5; depth++) {
    const outer = opener.closest(MODAL);
    opener = outer === null ? null : (openers.get(outer) ?? null);
  }
  return opener !== null && canTakeFocus(opener) ? opener : null;
}

function onFocusIn(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const dialog = target.closest(MODAL);
  if (dialog !== null && !openers.has(dialog)) {
    const from = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : lastFocused;
    if (from !== null && !dialog.contains(from)) openers.set(dialog, from);
  }
  lastFocused = target;
  if (target !== waiting) waiting = null;
}

function onMutations(records: MutationRecord[]): void {
  for (const record of records) {
    if (record.type === 'attributes') {
      const element = record.target;
      if (!(element instanceof HTMLElement)) continue;
      // the browser moves the focus off a disabled button a moment later: the button is remembered now
      if (element.hasAttribute('disabled')) {
        if (element === lastFocused) waiting = element;
      } else if (element === waiting) {
        waiting = null;
        if (focusIsLost() && canTakeFocus(element)) element.focus();
      }
      continue;
    }
    if (!focusIsLost()) continue;
    for (const node of record.removedNodes) {
      if (!(node instanceof Element)) continue;
      const dialogs = node.matches(MODAL) ? [node] : Array.from(node.querySelectorAll(MODAL));
      for (const dialog of dialogs) {
        const opener = openerOf(dialog);
        if (opener !== null) {
          opener.focus();
          return;
        }
      }
    }
  }
}

let installed = false;

/** Starts watching (once, at start-up: main.tsx). */
export function installFocusRescue(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('focusin', onFocusIn, true);
  new MutationObserver(onMutations).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
}
