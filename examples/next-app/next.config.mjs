import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** This folder is the app's root, not the library repository around it. */
export default {
  turbopack: { root: here },
  outputFileTracingRoot: here,
};
