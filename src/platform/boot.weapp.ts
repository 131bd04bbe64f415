/** Mini-program: there is no server-rendered HTML, so no boot data. */

export function takeBootData(): unknown {
  return null;
}
