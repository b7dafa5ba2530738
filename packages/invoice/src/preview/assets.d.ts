/**
 * `?url` imports: the URL of the file as emitted by the build. Vite does it itself; the library build (tsup) has the
 * same through its `assetUrlPlugin` (scripts/lib-asset-url.ts), so the pdf.js worker is one file in both builds.
 */
declare module '*?url' {
  const url: string
  export default url
}
