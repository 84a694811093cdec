// Only fflate's gunzip: imported by this module's name, so the lazily loaded chunk holds that
// and not the whole library (a dynamic import of a package keeps every export).
export { gunzipSync } from 'fflate';
