/** The blog filter's choices (spec section 9); 'All Categories' is the default and matches every post. */
export const allCategories = 'All Categories';

export const blogCategories = [
  'Sales Development',
  'Success Stories',
  'Tactics',
  'Strategy',
  'Metrics',
  'Technology',
  'Leadership',
  'Growth',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** The dropdown's options in display order. */
export const blogCategoryFilterOptions = [allCategories, ...blogCategories] as const;

export type BlogCategoryFilter = (typeof blogCategoryFilterOptions)[number];
