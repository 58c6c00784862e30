// Stands in for `resize-observer-polyfill` (ahooks' useSize): every browser the build targets (es2022)
// has ResizeObserver, so 13 KB of polyfill would only be carried, never run.
export default globalThis.ResizeObserver
