// rate-limiter-flexible's documented base for a limiter with its own store ("Any new limiter with
// storage must be extended from RateLimiterStoreAbstract"); the package types it but its index does
// not export it, so it is imported from its file.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  export = RateLimiterStoreAbstract;
}
