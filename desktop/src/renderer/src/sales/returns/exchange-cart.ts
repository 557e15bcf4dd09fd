/**
 * An exchange's new products are chosen with the sales wizard's cart, which names its errors 'lines…'
 * (issue 11): the returns form keeps them under 'new_lines…'. These two map the names each way.
 */
export function cartErrorsOf(errors: Readonly<Record<string, string>>): Record<string, string> {
  const cart: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'new_lines' || path.startsWith('new_lines.')) cart[path.replace(/^new_lines/, 'lines')] = message;
  }
  return cart;
}

export function formPathsOf(cartPaths: readonly string[]): string[] {
  return cartPaths.map((path) => path.replace(/^lines/, 'new_lines'));
}
