// The client build's manifest, given to the server's entry by vite.config.ts (empty outside the server build).
declare module 'virtual:client-manifest' {
  const manifest: import('./page-assets.ts').Manifest;
  export default manifest;
}
