/** What the planet-mode services share: paging. */
export type Page = { page: number; pageSize: number };

export const offsetOf = (page: Page) => (page.page - 1) * page.pageSize;
