/** The installable app: its web app manifest (docs/decisions/027). */
export { manifestBusiness, webAppManifest, THEME_COLOR, type WebAppManifest } from './manifest.ts';
