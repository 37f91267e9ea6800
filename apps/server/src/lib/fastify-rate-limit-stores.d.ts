/** The stores @fastify/rate-limit ships (CommonJS, untyped); lib/rate-limit-store.ts wraps them. */
declare module '@fastify/rate-limit/store/*' {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  interface Store {
    incr(key: string, cb: Callback, timeWindow: number, max: number): void;
    read(key: string, cb: Callback, timeWindow: number, max: number): void;
    child(routeOptions: object): Store;
  }
  const Store: new (...args: unknown[]) => Store;
  export default Store;
}
