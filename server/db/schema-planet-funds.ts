/** Tables of the planet funds area (issue 6), merged into Database in schema.ts. */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in this session
export interface PlanetFundsTables {}
