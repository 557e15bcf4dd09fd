import { createTheme, Modal, PasswordInput, Select, type MantineColorsTuple } from '@mantine/core';
import { PasswordToggleIcon } from './PasswordToggleIcon.tsx';

/** A sober blue for a desktop back office. */
const banco: MantineColorsTuple = [
  '#edf3fc',
  '#d9e3f3',
  '#afc4e7',
  '#82a4dc',
  '#5d88d2',
  '#4677cc',
  '#3a6eca',
  '#2c5db3',
  '#2352a1',
  '#15468f',
];

export const theme = createTheme({
  primaryColor: 'banco',
  primaryShade: { light: 7, dark: 5 },
  colors: { banco },
  // Inter is bundled with the app (@fontsource-variable/inter, imported in main.tsx): the same letters on every machine
  fontFamily: '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // no English aria-label: the button is named by the icon's Italian text
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleIcon: PasswordToggleIcon, visibilityToggleButtonProps: { 'aria-label': undefined } },
    }),
    // a searchable list opens when typed in, clicked or ArrowDown'd, not when the focus lands on it: tabbing
    // through a form, or a wizard focusing its first invalid field, would otherwise cover the fields and
    // error messages below it
    Select: Select.extend({ defaultProps: { openOnFocus: false } }),
    // every dialog's X is named in Italian for a screen reader: the one place it is said
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Chiudi' } } }),
  },
});
