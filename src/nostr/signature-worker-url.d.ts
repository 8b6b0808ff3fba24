/** The signature worker's script, a chunk of the app's build (see vite.config.ts). */
declare module 'virtual:signature-worker-url' {
  export const signatureWorkerUrl: string;
}
