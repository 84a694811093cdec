// The server renderer module as the core and the built-in plugins see it (its
// components by name); a site's own plugin sees it loosely (RendererModule in
// the plugin API) and renders with its own React.
import type * as Server from '../renderer/server.tsx';

export type ServerModule = typeof Server;
