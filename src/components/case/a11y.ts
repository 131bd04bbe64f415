/**
 * ARIA attributes for Taro components whose prop types do not list them (Text, Image). The H5 HTML
 * components pass them to the element; the mini-program ignores what it does not know.
 */
export function aria(props: { role?: string } & Record<`aria-${string}`, string | number | undefined>): Record<string, string | number | undefined> {
  return props;
}
