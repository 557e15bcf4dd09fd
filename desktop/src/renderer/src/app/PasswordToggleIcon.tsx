import { VisuallyHidden } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

/**
 * The show/hide button of every PasswordInput (set in the theme): its name is Italian and says
 * what a click does, 'Mostra password' or 'Nascondi password' (Mantine's own is English).
 */
export function PasswordToggleIcon({ reveal }: { reveal: boolean }) {
  return (
    <>
      {reveal ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
      <VisuallyHidden>{reveal ? 'Nascondi password' : 'Mostra password'}</VisuallyHidden>
    </>
  );
}
