import { startSurface } from './start-surface';

// The entry of dist/sandbox/assets/surface.js (scripts/build-demo.mjs); the page's config says which surface.
void startSurface();
