import { startSurface } from './start-surface';

// The entry of dist/assets/surface.js (build.mjs); the page's config says which surface.
void startSurface();
