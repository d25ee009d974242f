export declare const HTTP_SERVER_TIMEOUTS: Readonly<{
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}>;

export declare function installHttpTimeouts(): () => void;
