import { useEffect, useState } from 'react';

/**
 * The element of the page (outside any dialog) that last had the focus: the button that opened a wizard,
 * also when it opened from a detail dialog ('Visualizza' → 'Modifica', the dialog's button is gone by then).
 * Tracked from the moment this module loads, with the page that imports the wizards.
 */
let lastPageFocus: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') === null) lastPageFocus = target;
    },
    true,
  );
}

/**
 * Gives the focus back to the element that opened the wizard when the wizard goes away (Escape, the close
 * button, Annulla, the success screen's Chiudi), so the keyboard goes on where it was.
 */
export function useReturnFocus(): void {
  const [opener] = useState<HTMLElement | null>(() => (typeof document === 'undefined' ? null : pageElement(document.activeElement) ?? lastPageFocus));
  useEffect(
    () => () => {
      if (opener?.isConnected === true) opener.focus();
    },
    [opener],
  );
}

function pageElement(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  return element.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') === null ? element : null;
}
