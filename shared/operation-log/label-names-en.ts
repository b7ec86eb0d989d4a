import { namesIn, type OperationLabel } from './label-names.ts';

/** English names of the operation log's labels (the Chinese ones are LABEL_NAMES in route-labels.ts), each area's from its operation-labels.ts. */
export const LABEL_NAMES_EN: Readonly<Record<OperationLabel, string>> = namesIn('en');
