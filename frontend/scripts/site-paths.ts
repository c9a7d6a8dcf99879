/** Every public path the build prerenders. */
export function sitePaths(): readonly string[] {
  return ['/'];
}
