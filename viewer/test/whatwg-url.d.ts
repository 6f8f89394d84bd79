// The part of whatwg-url 17.3 the viewer's tests use: its URL class, as the platform side.
declare module 'whatwg-url' {
  export const URL: typeof globalThis.URL;
}
