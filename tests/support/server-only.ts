// Tests run outside React's server environment, where the real `server-only` would refuse to load.
export {};
