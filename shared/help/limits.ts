/** the help calls' text limits, in characters */
export const HELP_LIMITS = { keyword: 50, message: 500, contact: 50, page: 200 } as const;
