/**
 * The signature worker's script: a chunk of the app's build, named by
 * scripts/vite-plugins/signature-worker-chunk.ts.
 */
declare module 'virtual:signature-worker-url' {
  export const signatureWorkerUrl: string;
}
