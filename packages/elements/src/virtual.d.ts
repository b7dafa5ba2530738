declare module 'virtual:fair-elements' {
  /** Tag → import of the element's content-hashed entry, written by the library build (tsup.config.ts). */
  const elements: Record<string, () => Promise<unknown>>
  export default elements
}
