/**
 * API paths shared by the client and the reference server.
 * Paths the spec names are verbatim; the ones the spec leaves "not shown" are our design (docs/api.md).
 */
export const CHANNEL = 'douyin';
