import type { KeyboardEvent } from 'react';

/**
 * Props of a dialog that opens others over itself ('Assegna Punti Manualmente', 'Converti in Coupon' over
 * a customer's detail): Escape closes only the dialog on top. Mantine's own Escape listens on the window,
 * so every open dialog took the same key and the detail closed with the dialog over it. Here Escape
 * closes this dialog only when it comes from inside it: a dialog over it lives elsewhere in the page
 * (its key still travels here through React's tree), and a dropdown open inside it takes its own Escape.
 */
export function ownEscapeProps(onClose: () => void) {
  return {
    closeOnEscape: false,
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
      const target = event.target;
      if (!(target instanceof Node) || !event.currentTarget.contains(target)) return;
      if (target instanceof HTMLElement && target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      event.stopPropagation();
      onClose();
    },
  };
}
