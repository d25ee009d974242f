// The standalone server's entry, copied beside Next's server.js by standalone.mjs: the HTTP timeouts
// first, so the server Next creates gets them, then Next's own server.
import { installHttpTimeouts } from './http-timeouts.mjs';

installHttpTimeouts();
await import('./server.js');
