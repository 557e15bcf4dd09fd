import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
